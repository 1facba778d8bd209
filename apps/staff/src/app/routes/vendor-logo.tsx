import { IMAGE_ACCEPT } from '@shop/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, errorMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { useChangeVendorLogo, useVendorLogo } from '../../features/media/api/vendor-logo';
import { mediaErrorMessage } from '../../features/media/components/media-error';
import { UploadZone } from '../../features/media/components/upload-zone';
import { t } from '../../lib/i18n';
import '../../features/media/media.css';

/** Logo značky (content, admins): upload a PNG, JPEG or WebP (stored as a small WebP) or remove it. */
export function VendorLogo() {
  const vendorId = Number(useParams().id);
  const vendor = useVendorLogo(vendorId);
  const change = useChangeVendorLogo(vendorId);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const run = async (file: File | null) => {
    setMessage(null);
    try {
      await change.mutateAsync(file);
      setMessage({ kind: 'success', text: t(file ? 'media.logoSaved' : 'media.logoRemoved') });
    } catch (err) {
      setMessage({ kind: 'error', text: mediaErrorMessage(err) });
    }
  };
  if (!vendor.data) {
    return (
      <>
        <PageHeading>{t('media.logoTitle')}</PageHeading>
        {vendor.isError ? <Alert>{errorMessage(vendor.error)}</Alert> : <p aria-busy="true">{t('app.loading')}</p>}
      </>
    );
  }
  const { name, logo } = vendor.data.vendor;
  return (
    <>
      <PageHeading>{t('media.logoTitleOf', { name })}</PageHeading>
      <section className="panel" aria-labelledby="logo-title">
        <h2 id="logo-title">{t('media.logoCurrent')}</h2>
        {logo ? <img src={logo} alt={t('media.logoAlt', { name })} height={80} /> : <p>{t('media.logoNone')}</p>}
        <UploadZone
          label={t('media.logoUpload')}
          help={t('media.logoHelp')}
          accept={IMAGE_ACCEPT}
          pending={change.isPending}
          onFiles={([file]) => file && void run(file)}
        />
        {logo && (
          <button
            type="button"
            className="button button--danger"
            disabled={change.isPending}
            onClick={() => window.confirm(t('media.logoRemoveConfirm', { name })) && void run(null)}
          >
            {t('media.logoRemove')}
          </button>
        )}
        <div aria-live="polite">{message && <Alert kind={message.kind}>{message.text}</Alert>}</div>
      </section>
    </>
  );
}
