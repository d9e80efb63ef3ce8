import { envelope, taskDoneBodySchema, taskDoneSchema } from "@courtside/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope.js";
import { currentUser } from "../auth/plugin.js";

export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/web_task/web_task_done_stage",
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["task"],
        summary: "Record a task stage (task_5 register, task_9 follow, task_10 avatar) once",
        body: taskDoneBodySchema,
        response: { 200: envelope(taskDoneSchema) },
      },
    },
    async (req) => ok(await app.services.task.complete(currentUser(req).id, req.body.taskKey)),
  );
};
