import { Check } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n';
import { CHECKOUT_STEPS, type CheckoutStep, stepState } from '../model/checkout-state';
import styles from './step-indicator.module.css';

/**
 * The three steps (docs/requirements/cart-and-checkout.md §Checkout steps): done steps are links
 * back, the current one is aria-current="step".
 */
export function StepIndicator({
  current,
  onSelect,
}: {
  current: CheckoutStep;
  onSelect: (step: CheckoutStep) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('checkout.steps.label')} className={styles.nav}>
      <ol className={styles.list}>
        {CHECKOUT_STEPS.map((step) => {
          const state = stepState(step, current);
          const content = (
            <>
              <span className={styles.number} aria-hidden="true">
                {state === 'done' ? <Check size={16} /> : step}
              </span>
              <span className={styles.text}>
                <span className={styles.name}>{t(`checkout.steps.${step}`)}</span>
                <span className="visually-hidden">
                  {' – '}
                  {t(`checkout.steps.state.${state}`)}
                </span>
              </span>
            </>
          );
          return (
            <li key={step} className={styles.item} data-state={state}>
              {state === 'done' ? (
                <button type="button" className={styles.step} onClick={() => onSelect(step)}>
                  {content}
                </button>
              ) : (
                <span className={styles.step} aria-current={state === 'current' ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
