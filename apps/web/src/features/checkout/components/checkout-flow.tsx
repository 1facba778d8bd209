import { zodResolver } from '@hookform/resolvers/zod';
import { ADDRESS_TYPE, type Basket, type CustomerAddress, type CustomerProfile } from '@shop/contract';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useToast } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { fromServerAddress, savedAddressesQueryKey } from '../../../lib/address-fields';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from '../../../lib/router';
import { useCheckoutTotals } from '../api/get-checkout-totals';
import { placeOrder } from '../api/place-order';
import { setBasketAddress } from '../api/set-basket-address';
import { setBasketNote } from '../api/set-basket-note';
import { setBasketPayment } from '../api/set-basket-payment';
import { setBasketSalePoint } from '../api/set-basket-sale-point';
import { setBasketShipping } from '../api/set-basket-shipping';
import {
  AddressFormSchema,
  type AddressFormValues,
  initialAddressValues,
  toCheckoutAddress,
} from '../model/address-form';
import {
  type CheckoutCatalog,
  type CheckoutChoices,
  type CheckoutStep,
  findById,
  furthestReachableStep,
  initialChoices,
  isPaymentValid,
  normalizeChoices,
  packetaAddress,
  selectDeliveryType,
  selectShippingMethod,
  step1Problems,
} from '../model/checkout-state';
import { clearDraft, loadDraft, saveDraft } from '../model/draft';
import { type FinalizeCalls, type FinalizeInput, finalizeOrder, isNotLoggedInFailure } from '../model/finalize';
import { createIdempotencyKeyHolder } from '../model/idempotency-key';
import { summaryTotals } from '../model/summary-totals';
import styles from './checkout.module.css';
import { ConfirmStep, type Consents } from './confirm-step';
import { CHOICE_ERROR_ID, DeliveryStep } from './delivery-step';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { SessionPrompt } from './session-prompt';
import { StepIndicator } from './step-indicator';

const finalizeCalls: FinalizeCalls = {
  setAddress: setBasketAddress,
  setShipping: setBasketShipping,
  setSalePoint: setBasketSalePoint,
  setPayment: setBasketPayment,
  setNote: setBasketNote,
  placeOrder,
};

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

export interface CheckoutFlowProps {
  basket: Basket;
  catalog: CheckoutCatalog;
  /** the logged-in account (its e-mail is the invoice e-mail; the draft belongs to it) */
  account: string;
  savedAddresses: readonly CustomerAddress[] | null;
  profile: CustomerProfile | null;
  basketQueryKey: QueryKey;
  sessionEnded: boolean;
  onSessionEnded: () => void;
  onPlaced: () => void;
  /** injectable for tests */
  calls?: FinalizeCalls;
}

/** The three steps and the order summary, once everything has loaded. */
export function CheckoutFlow({
  basket,
  catalog,
  account,
  savedAddresses,
  profile,
  basketQueryKey,
  sessionEnded,
  onSessionEnded,
  onPlaced,
  calls = finalizeCalls,
}: CheckoutFlowProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // Start from the draft of this tab (a login round trip), else from the basket and saved addresses.
  const [start] = useState(() => {
    const draft = loadDraft(account);
    const loaded: AddressFormValues = draft
      ? { ...draft.addresses, invoice: { ...draft.addresses.invoice, email: account } }
      : initialAddressValues({ email: account, basket, addresses: savedAddresses, profile });
    const choices = draft ? normalizeChoices(draft.choices, catalog) : initialChoices(catalog, basket);
    // A pick-up has no delivery address (the goods wait at the sale point).
    const addresses = choices.deliveryType === 'pickup' ? { ...loaded, sameAsInvoice: true } : loaded;
    const reachable = furthestReachableStep(choices, catalog, AddressFormSchema.safeParse(addresses).success);
    return {
      addresses,
      choices: { ...choices, step: Math.min(choices.step, reachable) as CheckoutStep },
      newsletter: draft?.newsletter ?? false,
    };
  });

  const [choices, setChoices] = useState<CheckoutChoices>(start.choices);
  const savedDelivery = useMemo(
    () => (savedAddresses ?? []).filter((a) => a.type === ADDRESS_TYPE.delivery).map(fromServerAddress),
    [savedAddresses],
  );
  const [consents, setConsents] = useState<Consents>({ terms: false, privacy: false, newsletter: start.newsletter });
  const [step1Attempted, setStep1Attempted] = useState(false);
  const [paymentAttempted, setPaymentAttempted] = useState(false);
  const [placing, setPlacing] = useState(false);
  const inFlight = useRef(false);
  const idempotencyKey = useRef(createIdempotencyKeyHolder()).current;
  const headingRef = useRef<HTMLHeadingElement>(null);

  const form = useForm<AddressFormValues>({
    resolver: zodResolver(AddressFormSchema),
    defaultValues: start.addresses,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const watched = useWatch({ control: form.control });

  // Everything entered goes to the draft, so a login round trip keeps it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `watched` changes on every keystroke in the address forms
  useEffect(() => {
    if (placing) return;
    saveDraft({ version: 1, account, choices, addresses: form.getValues(), newsletter: consents.newsletter });
  }, [account, choices, consents.newsletter, form, watched, placing]);

  // Each step change scrolls to the top and moves focus to the step heading (not on first render).
  const firstStep = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    headingRef.current?.focus({ preventScroll: true });
  }, [choices.step]);

  const goTo = (step: CheckoutStep) => setChoices((c) => ({ ...c, step }));
  const problems = step1Attempted ? step1Problems(choices, catalog) : [];
  const quote = useCheckoutTotals(basket, choices);
  const totals = useMemo(
    () => (quote.data ? summaryTotals(quote.data, choices, catalog) : null),
    [quote.data, choices, catalog],
  );
  const addresses = form.getValues();

  const nextFromStep1 = form.handleSubmit(
    () => {
      setStep1Attempted(true);
      if (step1Problems(choices, catalog).length > 0) {
        toast.warning('toasts.formInvalid');
        requestAnimationFrame(() => document.getElementById(CHOICE_ERROR_ID)?.focus());
        return;
      }
      goTo(2);
    },
    () => {
      setStep1Attempted(true);
      toast.warning('toasts.formInvalid');
    },
  );

  const nextFromStep2 = () => {
    setPaymentAttempted(true);
    if (!isPaymentValid(choices, catalog)) {
      toast.warning('toasts.formInvalid');
      return;
    }
    goTo(3);
  };

  const finalize = async () => {
    if (inFlight.current) return;
    const values = form.getValues();
    const method = findById(catalog.shippingMethods, choices.shippingMethodId);
    if (!AddressFormSchema.safeParse(values).success || step1Problems(choices, catalog).length > 0 || !method) {
      goTo(1);
      setStep1Attempted(true);
      void form.trigger();
      return;
    }
    if (!isPaymentValid(choices, catalog) || choices.paymentOptionId === null) {
      goTo(2);
      setPaymentAttempted(true);
      return;
    }
    const input: FinalizeInput = {
      invoice: toCheckoutAddress(values.invoice),
      delivery: values.sameAsInvoice ? null : toCheckoutAddress(values.delivery),
      shippingMethodId: method.id,
      packetaData:
        method.is_packeta && choices.packeta
          ? {
              packetaPoint: choices.packeta.id,
              packetaPointName: choices.packeta.name,
              packetaPointAddress: packetaAddress(choices.packeta),
            }
          : null,
      salePointId: choices.deliveryType === 'pickup' ? choices.salePointId : null,
      paymentOptionId: choices.paymentOptionId,
      note: choices.note.trim(),
      newsletter: consents.newsletter,
    };

    inFlight.current = true;
    setPlacing(true);
    try {
      const order = await finalizeOrder(calls, input, idempotencyKey.get());
      idempotencyKey.reset();
      onPlaced();
      clearDraft();
      // The confirmation page, not the home page (docs/decisions/008-order-confirmation-page.md) —
      // before the cart is read again: a checkout that saw its cart empty would go home instead.
      navigate(paths.orderDetail.getHref(order.id, { placed: true }), { replace: true });
      // The order saved its addresses (docs/decisions/009-saved-addresses.md).
      void queryClient.invalidateQueries({ queryKey: savedAddressesQueryKey });
      void queryClient.invalidateQueries({ queryKey: basketQueryKey });
    } catch (error) {
      console.error(error);
      if (isNotLoggedInFailure(error)) {
        onSessionEnded();
        toast.warning('checkout.session.endedToast');
      } else {
        toast.error('toasts.genericError');
      }
      setPlacing(false);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <div className={styles.checkout}>
      <StepIndicator current={choices.step} onSelect={goTo} />
      {sessionEnded ? <SessionPrompt /> : null}
      <div className={styles.layout}>
        <section className={styles.main} aria-labelledby="checkout-step-heading">
          <h2 id="checkout-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
            {t('checkout.stepHeading', { step: choices.step, name: t(`checkout.steps.${choices.step}`) })}
          </h2>
          {choices.step === 1 ? (
            <DeliveryStep
              choices={choices}
              catalog={catalog}
              form={form}
              email={account}
              problems={problems}
              savedDelivery={savedDelivery}
              onDeliveryType={(type) => {
                if (type === 'pickup') form.setValue('sameAsInvoice', true);
                setChoices((c) => selectDeliveryType(c, type, catalog));
              }}
              onShippingMethod={(id) => setChoices((c) => selectShippingMethod(c, id))}
              onSalePoint={(id) => setChoices((c) => ({ ...c, salePointId: id }))}
              onPacketa={(packeta) => setChoices((c) => ({ ...c, packeta }))}
              onNext={() => void nextFromStep1()}
            />
          ) : choices.step === 2 ? (
            <PaymentStep
              choices={choices}
              catalog={catalog}
              addresses={addresses}
              paymentProblem={paymentAttempted && !isPaymentValid(choices, catalog)}
              onPayment={(id) => setChoices((c) => ({ ...c, paymentOptionId: id }))}
              onNote={(note) => setChoices((c) => ({ ...c, note }))}
              onPrevious={() => goTo(1)}
              onNext={nextFromStep2}
            />
          ) : (
            <ConfirmStep
              choices={choices}
              catalog={catalog}
              addresses={addresses}
              consents={consents}
              onConsents={setConsents}
              placing={placing}
              onPrevious={() => goTo(2)}
              onFinalize={() => void finalize()}
            />
          )}
        </section>
        <OrderSummary
          basket={basket}
          totals={totals}
          updating={quote.isFetching}
          choices={choices}
          catalog={catalog}
          basketQueryKey={basketQueryKey}
          onSessionEnded={onSessionEnded}
        />
      </div>
    </div>
  );
}
