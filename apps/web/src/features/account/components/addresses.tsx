import { zodResolver } from '@hookform/resolvers/zod';
import { ADDRESS_FIELD_MAX, ADDRESS_TYPE, type CustomerAddress } from '@shop/contract';
import { FileText, Pencil, Trash2, Truck } from 'lucide-react';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Dialog, Spinner, TextField, useToast } from '../../../components/ui';
import {
  ADDRESS_AUTOCOMPLETE,
  ADDRESS_FIELDS,
  AddressFieldsSchema,
  type AddressValues,
  addressLine,
  fromServerAddress,
  toAddressBody,
} from '../../../lib/address-fields';
import { isApiError } from '../../../lib/api-client';
import { useFieldError } from '../../../lib/form-fields';
import { useTranslation } from '../../../lib/i18n';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { useUpdateAddress } from '../api/update-address';
import styles from './addresses.module.css';

function AddressValuesList({ address }: { address: CustomerAddress }) {
  const { t } = useTranslation();
  const rows: [string, string | undefined][] = [
    [t('account.addresses.name'), `${address.first_name} ${address.last_name}`.trim()],
    [t('account.addresses.street'), address.street],
    [t('account.addresses.city'), address.city],
    [t('account.addresses.zip'), address.zip],
    [t('account.addresses.phone'), address.phone],
    [t('account.addresses.email'), address.email],
  ];
  const shown = rows.filter((row): row is [string, string] => !!row[1]?.trim());
  return (
    <dl className={styles.values}>
      {shown.map(([label, value]) => (
        <div key={label} className={styles.pair}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Edit and (for delivery addresses) delete buttons; their names say which address. */
function AddressActions({
  address,
  onEdit,
  onDelete,
}: {
  address: CustomerAddress;
  onEdit: () => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  const line = addressLine(fromServerAddress(address));
  return (
    <div className={styles.formActions}>
      <Button
        variant="secondary"
        size="sm"
        icon={<Pencil aria-hidden="true" size={16} />}
        aria-label={t('account.addresses.editNamed', { address: line })}
        onClick={onEdit}
      >
        {t('account.addresses.edit')}
      </Button>
      {onDelete ? (
        <Button
          variant="ghost"
          size="sm"
          icon={<Trash2 aria-hidden="true" size={16} />}
          aria-label={t('account.addresses.deleteNamed', { address: line })}
          onClick={onDelete}
        >
          {t('account.addresses.delete')}
        </Button>
      ) : null}
    </div>
  );
}

/** The edit form in a dialog: the checkout's fields and rules (lib/address-fields.ts). */
function EditAddressDialog({ address, onClose }: { address: CustomerAddress; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const fieldError = useFieldError();
  const update = useUpdateAddress();
  const firstField = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddressValues>({
    resolver: zodResolver(AddressFieldsSchema),
    defaultValues: fromServerAddress(address),
  });
  const token = address.type === ADDRESS_TYPE.invoice ? 'billing' : 'shipping';

  const onValid = (values: AddressValues) =>
    update.mutate(
      { id: address.id, body: toAddressBody(values) },
      {
        onSuccess: () => {
          toast.success('account.addresses.saved');
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            setError('street', { type: 'server', message: t('account.addresses.duplicate') }, { shouldFocus: true });
          } else {
            toast.error('toasts.genericError');
          }
        },
      },
    );

  return (
    <Dialog open title={t('account.addresses.editTitle')} onClose={onClose} initialFocusRef={firstField}>
      <form
        className={styles.form}
        noValidate
        aria-label={t('account.addresses.editTitle')}
        onSubmit={handleSubmit(onValid, () => toast.warning('forms.formInvalid'))}
      >
        {ADDRESS_FIELDS.map((field) => {
          const { ref, ...rest } = register(field);
          return (
            <TextField
              key={field}
              label={t(`account.addresses.fields.${field}`)}
              type={field === 'phone' ? 'tel' : 'text'}
              autoComplete={`${token} ${ADDRESS_AUTOCOMPLETE[field]}`}
              maxLength={ADDRESS_FIELD_MAX[field]}
              required
              error={fieldError(errors[field])}
              ref={(element) => {
                ref(element);
                if (field === 'firstName') firstField.current = element;
              }}
              {...rest}
            />
          );
        })}
        <div className={styles.formActions}>
          <Button type="submit" loading={update.isPending}>
            {t('account.addresses.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('account.addresses.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteAddressDialog({
  address,
  onClose,
  onDeleted,
}: {
  address: CustomerAddress;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteAddress();
  return (
    <Dialog open title={t('account.addresses.deleteTitle')} onClose={onClose}>
      <p>{t('account.addresses.deleteQuestion', { address: addressLine(fromServerAddress(address)) })}</p>
      <div className={styles.formActions}>
        <Button
          variant="danger"
          loading={remove.isPending}
          icon={<Trash2 aria-hidden="true" size={18} />}
          onClick={() =>
            remove.mutate(address.id, {
              onSuccess: () => {
                toast.success('account.addresses.deleted');
                onDeleted();
              },
            })
          }
        >
          {t('account.addresses.deleteConfirm')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('account.addresses.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}

function AddressCard({
  id,
  title,
  icon,
  headingRef,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h3 id={id} ref={headingRef} tabIndex={-1}>
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The saved invoice address and delivery addresses
 * (docs/requirements/cart-and-checkout.md §Addresses): an order saves them, the customer edits them here and deletes delivery addresses.
 * The invoice address is the company's one (an order replaces it): it can be edited, not deleted.
 */
export function AccountAddresses() {
  const { t } = useTranslation();
  const { data, isPending } = useAddresses();
  const [editing, setEditing] = useState<CustomerAddress | null>(null);
  const [deleting, setDeleting] = useState<CustomerAddress | null>(null);
  const deliveryHeading = useRef<HTMLHeadingElement>(null);
  if (isPending) {
    return (
      <p className={styles.status}>
        <Spinner size={24} label={t('account.loading')} />
      </p>
    );
  }
  const invoice = data?.find((a) => a.type === ADDRESS_TYPE.invoice);
  const deliveries = data?.filter((a) => a.type === ADDRESS_TYPE.delivery) ?? [];
  return (
    <>
      <div className={styles.addresses}>
        <AddressCard
          id="addresses-invoice"
          title={t('account.addresses.invoice')}
          icon={<FileText aria-hidden="true" size={20} />}
        >
          {invoice ? (
            <>
              <AddressValuesList address={invoice} />
              <AddressActions address={invoice} onEdit={() => setEditing(invoice)} />
            </>
          ) : (
            <p className={styles.muted}>{t('account.addresses.none')}</p>
          )}
        </AddressCard>
        <AddressCard
          id="addresses-delivery"
          title={t('account.addresses.deliveryList')}
          icon={<Truck aria-hidden="true" size={20} />}
          headingRef={deliveryHeading}
        >
          {deliveries.length > 0 ? (
            <ul className={styles.addressList}>
              {deliveries.map((address) => (
                <li key={address.id}>
                  <AddressValuesList address={address} />
                  <AddressActions
                    address={address}
                    onEdit={() => setEditing(address)}
                    onDelete={() => setDeleting(address)}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('account.addresses.noDelivery')}</p>
          )}
        </AddressCard>
      </div>
      <p className={styles.note}>{t('account.addresses.note')}</p>
      {editing ? <EditAddressDialog key={editing.id} address={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <DeleteAddressDialog
          address={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            // Its buttons are gone with it: focus goes to the list's heading.
            requestAnimationFrame(() => deliveryHeading.current?.focus());
          }}
        />
      ) : null}
    </>
  );
}
