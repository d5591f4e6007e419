import { once } from "node:events";
import { afterEach, expect, it, vi } from "vitest";
import { serve } from "../../server/serve";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

// Issue 23, point 1: the start-up log names APP_URL, not whatever address the server listens on.
it("the listening line names the address to open (APP_URL), beside the host and port it listens on", async () => {
  vi.stubEnv("LOG_LEVEL", "info");
  const written: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((chunk) => written.push(String(chunk)) > 0);
  const { server } = serve((_request, response) => response.end(), { port: 0, host: "127.0.0.1", url: "https://prompts.example.com" });
  await once(server, "listening");
  server.close();
  const line = written.map((each) => JSON.parse(each)).find((each) => each.msg === "listening");
  expect(line).toMatchObject({ url: "https://prompts.example.com", host: "127.0.0.1", port: expect.any(Number) });
});
