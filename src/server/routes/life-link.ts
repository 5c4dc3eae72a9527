import type { FastifyInstance } from 'fastify';
import { getLifeLinkPageUrl } from '../../shared/contracts/life-link-page';
import type { AppDeps } from '../app-deps';
import { demoFeaturesFor } from '../http/demo-access';
import { registerCall } from '../http/register-call';
import { languageSchema, localizePath } from '../../shared/content-model/language';
import { SITE_SELECTION_SUCCESS_PATH } from '../../shared/domain/outcome-paths';
import { LIFE_LINK_SANDBOX_PATH, lifeLinkPageUrl, sandboxSessionOf } from '../integrations/life-link';

/*
 * The life-link page's call (POST /api/lifelink/PageUrl: uToken → address, unknown → null) and
 * the local sandbox destination page. The page is plain HTML: no script, no style, so the CSP
 * needs nothing extra; it is in English and Spanish.
 */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Where the destination's way back leads: the success page of the journey that chose the site (a
 * real service is given our return address), else the home page (the demo session, an unknown one).
 */
function wayBack(session: { language: string | null } | null): { en: string; es: string } {
  const language = languageSchema.safeParse(session?.language);
  if (!session || !language.success) return { en: '/', es: '/es' };
  const success = localizePath(SITE_SELECTION_SUCCESS_PATH, language.data);
  return { en: success, es: success };
}

export function sandboxPageHtml(known: boolean, back = { en: '/', es: '/es' }): string {
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
<p><a href="${escapeHtml(back.en)}">Back to the study site</a> · <a href="${escapeHtml(back.es)}" lang="es">Volver al sitio del estudio</a></p>
</main>
</body>
</html>
`;
}

export function registerLifeLinkPageRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, getLifeLinkPageUrl, async ({ body, db, request }) => ({
    lifeLinkUrl: await lifeLinkPageUrl(db, body.lifeLinkToken, {
      publicBaseUrl: deps.config.publicBaseUrl,
      demoMode: demoFeaturesFor(deps.config, request),
      now: deps.now(),
    }),
  }));

  app.get(LIFE_LINK_SANDBOX_PATH, async (request, reply) => {
    const { session } = request.query as { session?: unknown };
    const found =
      typeof session === 'string' && session.length <= 100
        ? await sandboxSessionOf(deps.db, session, demoFeaturesFor(deps.config, request))
        : null;
    const known = found !== null;
    return reply
      .code(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(sandboxPageHtml(known, wayBack(found)));
  });
}
