import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button, TextField, useToast } from '../../../components/ui';
import { useFieldError } from '../../../lib/form-fields';
import { useTranslation } from '../../../lib/i18n';
import { useSendQuestion } from '../api/send-question';
import { type QuestionValues, questionSchema, toContactBody } from '../schema';
import styles from './question-form.module.css';

export interface QuestionFormProps {
  productId: number;
  /** Prefills the product field. */
  productName: string;
}

/**
 * A question about a product (docs/requirements/catalogue.md §Product question): errors show after the first submit; an
 * invalid submit warns "form invalid"; success says "product question sent" and clears the form;
 * a failure shows the generic error toast, a throttled one says when to try again.
 */
export function QuestionForm({ productId, productName }: QuestionFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const fieldError = useFieldError();
  const send = useSendQuestion();
  const messageId = useId();
  const honeypotId = useId();
  const defaults: QuestionValues = {
    firstName: '',
    lastName: '',
    email: '',
    product: productName,
    message: '',
    website: '',
  };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<QuestionValues>({ resolver: zodResolver(questionSchema), defaultValues: defaults });

  const onValid = async (values: QuestionValues) => {
    try {
      await send.mutateAsync(toContactBody(values, productId));
    } catch {
      return; // the query client shows the error toast (lib/query-client.ts)
    }
    toast.success('toasts.questionSent');
    reset(defaults);
  };

  const messageError = fieldError(errors.message);
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={`${messageId}-title`}
      onSubmit={handleSubmit(onValid, () => toast.warning('forms.formInvalid'))}
    >
      <h2 id={`${messageId}-title`} className={styles.title}>
        {t('question.title')}
      </h2>
      <p className={styles.intro}>
        {t('question.intro')} {t('question.requiredNote')}
      </p>
      <div className={styles.grid}>
        <TextField
          label={t('question.firstName')}
          autoComplete="given-name"
          required
          error={fieldError(errors.firstName)}
          {...register('firstName')}
        />
        <TextField
          label={t('question.lastName')}
          autoComplete="family-name"
          required
          error={fieldError(errors.lastName)}
          {...register('lastName')}
        />
        <TextField
          label={t('question.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <TextField label={t('question.product')} required error={fieldError(errors.product)} {...register('product')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={messageId} className={styles.label}>
          {t('question.message')}
          <span className={styles.requiredMark} aria-hidden="true">
            {' *'}
          </span>
        </label>
        <textarea
          id={messageId}
          className={styles.textarea}
          rows={6}
          aria-required="true"
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
          {...register('message')}
        />
        {messageError ? (
          <p id={`${messageId}-error`} className={styles.error}>
            {messageError}
          </p>
        ) : null}
      </div>
      {/* Honeypot: invisible and unreachable for people; bots fill it and the server drops the message. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={honeypotId}>{t('question.honeypot')}</label>
        <input id={honeypotId} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <div>
        <Button type="submit" loading={send.isPending} icon={<Send aria-hidden="true" size={18} />}>
          {t('question.submit')}
        </Button>
      </div>
    </form>
  );
}
