import type { QuestionnaireSiteInfo } from '../../shared/content-model/card-widget-fields';
import { displayPhone, joinIndications, telLinkOf } from '../../shared/domain/cards/contact-links';
import { siteAddressLines, siteMapLink } from '../../shared/domain/cards/site-map-link';
import { Modal } from '../modal';
import type { ResolvedQuestionnaireLabels } from './questionnaire-labels';

interface Props {
  open: boolean;
  site: QuestionnaireSiteInfo;
  labels: ResolvedQuestionnaireLabels;
  onClose: () => void;
}

/**
 * The site modal of a matched questionnaire card: the site's name and address, what it studies, a map link in
 * a new window and the phone as a tel: link.
 */
export function QuestionnaireSiteModal({ open, site, labels, onClose }: Props) {
  const tel = telLinkOf(site.sitePhone);
  const indications = joinIndications(site.indication);
  return (
    <Modal
      open={open}
      title={site.siteName}
      onClose={onClose}
      className="site-info-modal"
      testId="questionnaire-site-modal"
      actions={
        <button type="button" className="card-button card-button--secondary" onClick={onClose}>
          {labels.closeText}
        </button>
      }
    >
      <address className="site-info-modal__address">
        {siteAddressLines(site).map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      {indications ? (
        <p className="site-info-modal__indication">
          <strong>{labels.indication}:</strong> {indications}
        </p>
      ) : null}
      <ul className="site-info-modal__links">
        <li>
          <a href={siteMapLink(site)} target="_blank" rel="noopener noreferrer">
            {labels.directionsText}
            <span className="visually-hidden"> {labels.newWindow}</span>
          </a>
        </li>
        {tel ? (
          <li>
            <a href={tel}>
              {labels.callText} {displayPhone(site.sitePhone ?? '')}
            </a>
          </li>
        ) : null}
      </ul>
    </Modal>
  );
}
