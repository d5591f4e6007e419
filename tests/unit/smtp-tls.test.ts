import { describe, expect, test } from "vitest";
import { mustUpgrade } from "~/models/mail/transport.server";

/** Issue 23, point 17: a password for the SMTP server never crosses the network in clear text. */
describe("STARTTLS before signing in", () => {
  test.each([
    ["smtp://user:secret@mail.example.com:587", true],
    ["smtp://user@mail.example.com:587", true],
    ["smtp://:secret@10.0.0.5:25", true],
    ["smtp://mail.example.com:25", false],
    ["smtps://user:secret@mail.example.com:465", false],
    ["smtp://user:secret@127.0.0.1:2525", false],
    ["smtp://user:secret@localhost:2525", false],
    ["smtp://user:secret@[::1]:2525", false],
  ])("%s: required %s", (url, required) => {
    expect(mustUpgrade(url)).toBe(required);
  });
});
