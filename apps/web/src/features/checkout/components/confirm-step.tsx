import { TEXT_PAGE_SLUGS } from '@shop/contract';
import { ArrowLeft, Check } from 'lucide-react';
import { Button } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import type { AddressFormValues } from '../model/address-form';
import type { CheckoutCatalog, CheckoutChoices } from '../model/checkout-state';
import styles from './checkout.module.css';
import { ChoicesSummary } from './choices-summary';

export interface Consents {
  terms: boolean;
  privacy: boolean;
  newsletter: boolean;
}

function TextPageLink({ slug, children }: { slug: string; children: string }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.textPage.getHref(slug)} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> ({t('a11y.opensInNewTab')})</span>
    </Link>
  );
}

/** Step 3: everything chosen, the consents (terms and privacy enable finalising), newsletter, finalise. */
export function ConfirmStep({
  choices,
  catalog,
  addresses,
  consents,
  onConsents,
  placing,
  onPrevious,
  onFinalize,
}: {
  choices: CheckoutChoices;
  catalog: CheckoutCatalog;
  addresses: AddressFormValues;
  consents: Consents;
  onConsents: (next: Consents) => void;
  placing: boolean;
  onPrevious: () => void;
  onFinalize: () => void;
}) {
  const { t } = useTranslation();
  const ready = consents.terms && consents.privacy;
  return (
    <form
      noValidate
      className={styles.stepBody}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onFinalize();
      }}
    >
      <section className={styles.panel} aria-labelledby="checkout-final-summary">
        <h3 id="checkout-final-summary" className={styles.panelTitle}>
          {t('checkout.summary.finalTitle')}
        </h3>
        <ChoicesSummary choices={choices} catalog={catalog} addresses={addresses} withPayment />
      </section>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('checkout.consents.legend')}</legend>
        <div className={styles.consents}>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={consents.terms}
              aria-required
              onChange={(event) => onConsents({ ...consents, terms: event.target.checked })}
            />
            <span>
              {t('checkout.consents.termsBefore')}
              <TextPageLink slug={TEXT_PAGE_SLUGS.terms}>{t('checkout.consents.termsLink')}</TextPageLink>
              {' *'}
            </span>
          </label>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={consents.privacy}
              aria-required
              onChange={(event) => onConsents({ ...consents, privacy: event.target.checked })}
            />
            <span>
              {t('checkout.consents.privacyBefore')}
              <TextPageLink slug={TEXT_PAGE_SLUGS.privacy}>{t('checkout.consents.privacyLink')}</TextPageLink>
              {' *'}
            </span>
          </label>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={consents.newsletter}
              onChange={(event) => onConsents({ ...consents, newsletter: event.target.checked })}
            />
            <span>{t('checkout.consents.newsletter')}</span>
          </label>
        </div>
        {ready ? null : (
          <p className={styles.hint} id="checkout-consents-hint">
            {t('checkout.consents.requiredHint')}
          </p>
        )}
      </fieldset>

      <p className={styles.obligation}>{t('checkout.paymentObligation')}</p>

      <div className={styles.buttons}>
        <Button
          variant="secondary"
          icon={<ArrowLeft size={18} aria-hidden="true" />}
          onClick={onPrevious}
          disabled={placing}
        >
          {t('checkout.previousStep')}
        </Button>
        <Button
          type="submit"
          size="lg"
          disabled={!ready}
          loading={placing}
          icon={<Check size={20} aria-hidden="true" />}
          aria-describedby={ready ? undefined : 'checkout-consents-hint'}
        >
          {t('checkout.finalize')}
        </Button>
      </div>
    </form>
  );
}
