import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";

// The baseline of bench/main.ts: Fastify serving saved HTML files, nothing rendered; their .br
// and .gz copies (written by page-bench.ts) by Accept-Encoding, as the site serves its build.
const [root, port] = [process.argv[2] ?? ".", Number(process.argv[3] ?? 3199)];
const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root: path.resolve(root), prefix: "/", preCompressed: true });
await app.listen({ port, host: "127.0.0.1" });
console.log("ready");
