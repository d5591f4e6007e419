import { describe, expect, it } from "vitest";
import { AppError } from "~/utils/app-error";
import { readFormParts } from "~/utils/form-data.server";
import { MAX_FORM_FIELDS } from "~/utils/request-limits";

/** Issue 11: a form of thousands of tiny fields is refused instead of parsed into thousands of entries. */
function multipart(count: number): Request {
  const boundary = "----parts";
  const parts = Array.from({ length: count }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`);
  const body = parts.join("") + `--${boundary}--\r\n`;
  return new Request("http://localhost/contact", { method: "POST", headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` }, body });
}

const urlencoded = (count: number) =>
  new Request("http://localhost/contact", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: Array.from({ length: count }, (_, i) => `f${i}=x`).join("&"),
  });

describe("the field count of a form", () => {
  it.each([
    ["multipart", multipart],
    ["urlencoded", urlencoded],
  ])("%s: up to the limit is read, one more is a clear 413", async (_, build) => {
    expect([...(await readFormParts(build(MAX_FORM_FIELDS)).then((read) => read.formData.keys()))]).toHaveLength(MAX_FORM_FIELDS);
    const refusal = await readFormParts(build(MAX_FORM_FIELDS + 1)).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 413, message: `This form has too many fields (at most ${MAX_FORM_FIELDS}).` });
  });
});
