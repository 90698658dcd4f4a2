import type { FastifyInstance } from 'fastify';

const CARRIED = ['code', 'state', 'error'] as const;

/**
 * Apple sends the code back as a form POST to the redirect URI when e-mail or name is asked
 * (`response_mode=form_post`). The SPA's /login/social/{provider} route reads the address, so this
 * answers such a POST with a 303 to the same route carrying code, state and error in the query; it
 * changes nothing on the server (the callback call does the work, decision 490).
 */
export async function registerFormPostReturn(app: FastifyInstance): Promise<void> {
  // The form body is read by the app's one form parser (app.ts), shared with the gateway's triggers.
  await app.register(async (scope) => {
    scope.post<{ Params: { provider: string }; Body: Record<string, unknown> | undefined }>(
      '/login/social/:provider',
      async (request, reply) => {
        const { provider } = request.params;
        if (provider !== 'apple' && provider !== 'google') return reply.status(404).send();
        const query = new URLSearchParams();
        for (const name of CARRIED) {
          const value = request.body?.[name];
          if (typeof value === 'string' && value.length > 0) query.set(name, value.slice(0, 4096));
        }
        return reply.redirect(`/login/social/${provider}?${query.toString()}`, 303);
      },
    );
  });
}
