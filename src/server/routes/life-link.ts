import type { FastifyInstance } from 'fastify';
import { getLifeLinkPageUrl } from '../../shared/contracts/life-link-page';
import type { AppDeps } from '../app-deps';
import { registerCall } from '../http/register-call';
import { isKnownSandboxSession, LIFE_LINK_SANDBOX_PATH, lifeLinkPageUrl } from '../integrations/life-link';

/*
 * The life-link page's call (POST /api/lifelink/PageUrl: uToken → address, unknown → null) and
 * the local sandbox destination page. The page is plain HTML: no script, no style, so the CSP
 * needs nothing extra; it is in English and Spanish.
 */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function sandboxPageHtml(known: boolean): string {
  const status = known
    ? ['This link session is valid.', 'Esta sesión de enlace es válida.']
    : ['This link session is unknown or has expired.', 'Esta sesión de enlace es desconocida o ha caducado.'];
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Health-record link sandbox</title></head>
<body>
<main>
<h1>Health-record link sandbox</h1>
<p>This is the local health-record link (life-link) sandbox. No real health-record service is connected, and nothing was shared.</p>
<p>${escapeHtml(status[0] ?? '')}</p>
<section lang="es">
<h2>Entorno de prueba del enlace de historia clínica</h2>
<p>Este es el entorno de prueba local del enlace de historia clínica (life-link). No hay ningún servicio real conectado y no se compartió nada.</p>
<p>${escapeHtml(status[1] ?? '')}</p>
</section>
<p><a href="/">Back to the study site</a> · <a href="/es" lang="es">Volver al sitio del estudio</a></p>
</main>
</body>
</html>
`;
}

export function registerLifeLinkPageRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, getLifeLinkPageUrl, async ({ body, db }) => ({
    lifeLinkUrl: await lifeLinkPageUrl(db, body.lifeLinkToken, {
      publicBaseUrl: deps.config.publicBaseUrl,
      demoMode: deps.config.demoMode,
    }),
  }));

  app.get(LIFE_LINK_SANDBOX_PATH, async (request, reply) => {
    const { session } = request.query as { session?: unknown };
    const known =
      typeof session === 'string' && session.length <= 100
        ? await isKnownSandboxSession(deps.db, session, deps.config.demoMode)
        : false;
    return reply
      .code(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(sandboxPageHtml(known));
  });
}
