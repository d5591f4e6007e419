/**
 * The floor: `node --import tsx bench/floor-server.ts <file> <port>` answers every request with the
 * file's bytes as HTML, so the same load against it shows what the machine and the load generator
 * can do with no app work at all.
 */
import fs from "node:fs";
import http from "node:http";

const [file, port] = process.argv.slice(2);
const body = fs.readFileSync(file!);
const headers = { "content-type": "text/html; charset=utf-8", "content-length": String(body.length) };

http
  .createServer((_request, response) => response.writeHead(200, headers).end(body))
  .listen(Number(port), "127.0.0.1", () => console.log("listening"));
