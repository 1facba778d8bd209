import type { HomepageReply } from '@shop/contract';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert, errorMessage } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { useHomepage, useSaveHomepage } from '../../features/content/api/homepage';
import { useUploadBannerImage } from '../../features/content/api/upload-banner-image';
import { moved, OrderButtons } from '../../features/content/components/order-buttons';
import { serverProblem } from '../../features/content/components/server-problem';
import { UploadZone } from '../../features/media/components/upload-zone';
import { t } from '../../lib/i18n';

interface BannerDraft {
  key: number;
  image: string;
  label: string;
  link: string;
  width: string;
  height: string;
  validFrom: string;
  validTo: string;
}

let nextKey = 1;
const dayOf = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-CA') : '');
const bannerDrafts = (reply: HomepageReply): BannerDraft[] =>
  reply.banners.map((b) => ({
    key: nextKey++,
    image: b.image,
    label: b.label,
    link: b.link ?? '',
    width: String(b.width),
    height: String(b.height),
    validFrom: dayOf(b.validFrom),
    validTo: dayOf(b.validTo),
  }));

/**
 * Úvodná stránka (content, admins): the slideshow's banners (an uploaded or shop image, text,
 * link, from–to days) in their order, the offer products in their order, and the brands in the brand row;
 * saved at once.
 */
export function Homepage() {
  const query = useHomepage();
  const save = useSaveHomepage();
  const upload = useUploadBannerImage();
  const [banners, setBanners] = useState<BannerDraft[] | null>(null);
  const [offers, setOffers] = useState<{ code: string; name: string }[]>([]);
  const [brands, setBrands] = useState<Set<number>>(new Set());
  const [newCode, setNewCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const load = (reply: HomepageReply) => {
    setBanners(bannerDrafts(reply));
    setOffers(reply.offers.map((o) => ({ code: o.code, name: o.name })));
    setBrands(new Set(reply.brands.filter((b) => b.shown).map((b) => b.id)));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is filled once, from the first load
  useEffect(() => {
    if (query.data && banners === null) load(query.data);
  }, [query.data, banners]);

  if (query.error) return <Alert>{errorMessage(query.error)}</Alert>;
  if (!query.data || !banners) return <p>{t('app.loading')}</p>;

  const setBanner = (key: number, patch: Partial<BannerDraft>) => {
    setDone(false);
    setBanners((all) => (all ?? []).map((b) => (b.key === key ? { ...b, ...patch } : b)));
  };

  /** An uploaded picture fills the banner's image, width and height (the server made its sizes). */
  const onImage = async (key: number, file: File) => {
    setProblem(null);
    try {
      const { banner } = await upload.mutateAsync({ key, file });
      setBanner(key, { image: banner.image, width: String(banner.width), height: String(banner.height) });
    } catch (err) {
      setProblem(serverProblem(err));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setDone(false);
    try {
      const reply = await save.mutateAsync({
        banners: banners.map((b) => ({
          image: b.image.trim(),
          label: b.label.trim(),
          link: b.link.trim() || null,
          width: Number(b.width),
          height: Number(b.height),
          validFrom: b.validFrom ? new Date(`${b.validFrom}T00:00:00`).toISOString() : null,
          validTo: b.validTo ? new Date(`${b.validTo}T23:59:59`).toISOString() : null,
        })),
        offerCodes: offers.map((o) => o.code),
        brandIds: [...brands],
      });
      load(reply);
      setDone(true);
    } catch (err) {
      setProblem(serverProblem(err));
    }
  };

  return (
    <>
      <PageHeading>{t('content.home.title')}</PageHeading>
      <form noValidate onSubmit={onSubmit} aria-label={t('content.home.title')}>
        <div aria-live="polite">
          {problem && <Alert>{problem}</Alert>}
          {done && <Alert kind="success">{t('content.home.saved')}</Alert>}
        </div>

        <section className="panel" aria-labelledby="banners-heading">
          <h2 id="banners-heading">{t('content.home.banners')}</h2>
          <p className="note">{t('content.home.bannersHelp')}</p>
          {banners.length === 0 && <p>{t('content.home.noBanners')}</p>}
          {banners.map((b, i) => {
            const n = i + 1;
            const field = (name: keyof BannerDraft, label: string, type = 'text') => (
              <div className="field">
                <label htmlFor={`banner-${b.key}-${name}`}>{label}</label>
                <input
                  id={`banner-${b.key}-${name}`}
                  type={type}
                  value={String(b[name])}
                  onChange={(e) => setBanner(b.key, { [name]: e.target.value })}
                />
              </div>
            );
            return (
              <fieldset key={b.key} className="check-group">
                <legend>{t('content.home.banner', { n })}</legend>
                <div className="form-row">
                  {field('label', t('content.home.bannerLabel'))}
                  {field('image', t('content.home.bannerImage'))}
                  {field('link', t('content.home.bannerLink'))}
                </div>
                <UploadZone
                  label={t('content.home.bannerUpload', { n })}
                  help={t('content.home.bannerUploadHelp')}
                  accept="image/jpeg,image/png,image/webp"
                  pending={upload.isPending && upload.variables?.key === b.key}
                  onFiles={([file]) => file && void onImage(b.key, file)}
                />
                <div className="form-row">
                  {field('width', t('content.home.bannerWidth'))}
                  {field('height', t('content.home.bannerHeight'))}
                  {field('validFrom', t('content.home.bannerFrom'), 'date')}
                  {field('validTo', t('content.home.bannerTo'), 'date')}
                </div>
                <div className="actions">
                  <OrderButtons
                    name={n}
                    removeLabel={t('content.home.removeBanner', { n })}
                    onMove={(by) => setBanners(moved(banners, i, by))}
                    onRemove={() => setBanners(banners.filter((x) => x.key !== b.key))}
                  />
                </div>
              </fieldset>
            );
          })}
          <button
            type="button"
            className="button button--quiet"
            onClick={() =>
              setBanners([
                ...banners,
                {
                  key: nextKey++,
                  image: '',
                  label: '',
                  link: '',
                  width: '1200',
                  height: '400',
                  validFrom: '',
                  validTo: '',
                },
              ])
            }
          >
            {t('content.home.addBanner')}
          </button>
        </section>

        <section className="panel" aria-labelledby="offers-heading">
          <h2 id="offers-heading">{t('content.home.offers')}</h2>
          {offers.length === 0 && <p>{t('content.home.noOffers')}</p>}
          <ol>
            {offers.map((o, i) => (
              <li key={o.code}>
                {o.code} {o.name}{' '}
                <OrderButtons
                  name={o.code}
                  removeLabel={t('content.home.removeOffer', { code: o.code })}
                  onMove={(by) => setOffers(moved(offers, i, by))}
                  onRemove={() => setOffers(offers.filter((x) => x.code !== o.code))}
                />
              </li>
            ))}
          </ol>
          <div className="form-row">
            <div className="field">
              <label htmlFor="offer-code">{t('content.home.offerCode')}</label>
              <input id="offer-code" value={newCode} onChange={(e) => setNewCode(e.target.value)} />
            </div>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                const code = newCode.trim();
                if (code && !offers.some((o) => o.code.toLowerCase() === code.toLowerCase())) {
                  setOffers([...offers, { code, name: '' }]);
                }
                setNewCode('');
              }}
            >
              {t('content.home.addOffer')}
            </button>
          </div>
        </section>

        <section className="panel" aria-labelledby="brands-heading">
          <h2 id="brands-heading">{t('content.home.brands')}</h2>
          <fieldset className="check-group">
            <legend>{t('content.home.brandsLegend')}</legend>
            {query.data.brands.map((brand) => (
              <label key={brand.id}>
                <input
                  type="checkbox"
                  checked={brands.has(brand.id)}
                  onChange={(e) => {
                    const next = new Set(brands);
                    if (e.target.checked) next.add(brand.id);
                    else next.delete(brand.id);
                    setBrands(next);
                  }}
                />{' '}
                {brand.name}
              </label>
            ))}
          </fieldset>
        </section>

        <div className="actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {t('content.home.save')}
          </button>
        </div>
      </form>
    </>
  );
}
