import Fastify from "fastify";

/** The peer: a bare Fastify hello-world, the ceiling for any route on this stack. */
const app = Fastify({ logger: false });
app.get("/hello", async () => ({ hello: "world" }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
console.log("peer ready");
