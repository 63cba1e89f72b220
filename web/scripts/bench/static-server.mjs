// node static-server.mjs <port> <file> <content-type>: answers every request with the file's bytes.
// The page bench runs it in its own process next to the Next server, so both are measured alike.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, file, contentType] = process.argv.slice(2);
const body = readFileSync(file ?? "");
const server = createServer((_req, res) => {
  res.writeHead(200, { "content-type": contentType ?? "text/html; charset=utf-8", "content-length": body.length });
  res.end(body);
});
server.listen(Number(port), "127.0.0.1", () => process.stdout.write("ready\n"));
