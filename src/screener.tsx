import './shared/zod-jitless';
import { createRoot } from 'react-dom/client';
import './features/screener/questionnaire/questionnaire.css';
import { parseScreenerFrameParams } from './shared/domain/screener-url';
import { createParentChannel } from './features/screener/questionnaire/parent-channel';
import { QuestionnaireApp } from './features/screener/questionnaire/questionnaire-app';

/*
 * The embedded questionnaire (a separate entry: it never loads the app's store, router or API
 * client). It renders the study's screener definition and talks to the page by postMessage.
 */
const params = parseScreenerFrameParams(window.location.search);
const container = document.getElementById('screener-root');
if (!container) throw new Error('#screener-root is missing from screener.html');
document.documentElement.lang = params?.language ?? 'en';
if (params) document.documentElement.dataset.theme = params.theme;
document.title = params?.language === 'es' ? 'Cuestionario' : 'Questionnaire';

if (!params) {
  container.textContent = 'This questionnaire link is incomplete.';
} else {
  const responseId = params.snc ?? crypto.randomUUID();
  createRoot(container).render(
    <QuestionnaireApp params={params} responseId={responseId} channel={createParentChannel()} />,
  );
}
