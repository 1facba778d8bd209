import type { CatalogueVendor } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { useCreateVendor, useDeleteVendor, useRenameVendor, useVendors } from '../../features/catalogue/api/vendors';
import { refusalText } from '../../features/catalogue/refusal';
import { t } from '../../lib/i18n';

/** One vendor's row: its logo (when uploaded), name, product count; rename in place, delete when unused. */
function VendorRow({ vendor, onMessage }: { vendor: CatalogueVendor; onMessage: (text: string, ok: boolean) => void }) {
  const [name, setName] = useState(vendor.name);
  const rename = useRenameVendor();
  const remove = useDeleteVendor();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(
      { id: vendor.id, name: name.trim() },
      {
        onSuccess: () => onMessage(t('catalogue.vendorSaved'), true),
        onError: (err) => onMessage(refusalText(err), false),
      },
    );
  };
  return (
    <tr>
      <td>
        {vendor.logo ? (
          <img src={vendor.logo.startsWith('/') ? vendor.logo : `/media/${vendor.logo}`} alt="" height={24} />
        ) : null}
      </td>
      <td>
        <form onSubmit={submit} className="inline-form">
          <label className="visually-hidden" htmlFor={`vendor-${vendor.id}`}>
            {t('catalogue.vendorName', { name: vendor.name })}
          </label>
          <input id={`vendor-${vendor.id}`} value={name} required onChange={(e) => setName(e.target.value)} />{' '}
          <button
            type="submit"
            className="button button--quiet"
            aria-label={t('catalogue.renameVendor', { name: vendor.name })}
          >
            {t('catalogue.save')}
          </button>
        </form>
      </td>
      <td>{vendor.productCount}</td>
      <td>
        <button
          type="button"
          className="button button--quiet"
          disabled={vendor.productCount > 0}
          aria-label={t('catalogue.deleteVendor', { name: vendor.name })}
          title={vendor.productCount > 0 ? t('catalogue.vendorUsed') : undefined}
          onClick={() =>
            remove.mutate(vendor.id, {
              onSuccess: () => onMessage(t('catalogue.vendorDeleted'), true),
              onError: (err) => onMessage(refusalText(err), false),
            })
          }
        >
          {t('catalogue.delete')}
        </button>
      </td>
    </tr>
  );
}

/** Vendors (brands): list, create, rename, delete an unused one. Logos are uploaded on the media screen. */
export function CatalogueVendors() {
  const vendors = useVendors();
  const create = useCreateVendor();
  const [name, setName] = useState('');
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const onMessage = (text: string, ok: boolean) => setMessage({ text, ok });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name.trim(), {
      onSuccess: () => {
        setName('');
        onMessage(t('catalogue.vendorSaved'), true);
      },
      onError: (err) => onMessage(refusalText(err), false),
    });
  };
  return (
    <>
      <PageHeading>{t('catalogue.vendors')}</PageHeading>
      {message && <Alert kind={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
      <form className="panel" onSubmit={submit} aria-label={t('catalogue.newVendor')}>
        <div className="field">
          <label htmlFor="vendor-new">{t('catalogue.newVendorName')}</label>
          <input id="vendor-new" value={name} required onChange={(e) => setName(e.target.value)} />
        </div>
        <button type="submit" className="button" disabled={create.isPending}>
          {t('catalogue.create')}
        </button>
      </form>
      {vendors.isLoading && <p aria-busy="true">{t('app.loading')}</p>}
      <table className="data-table">
        <caption>{t('catalogue.vendorsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('catalogue.logo')}</th>
            <th scope="col">{t('catalogue.vendor')}</th>
            <th scope="col">{t('catalogue.productCount')}</th>
            <th scope="col">{t('catalogue.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {(vendors.data?.vendors ?? []).map((v) => (
            <VendorRow key={`${v.id}-${v.name}`} vendor={v} onMessage={onMessage} />
          ))}
        </tbody>
      </table>
    </>
  );
}
