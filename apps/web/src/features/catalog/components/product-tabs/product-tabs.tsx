import type { ProductDetail } from '@shop/contract';
import { File, FileArchive, FileImage, FileText, type LucideIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Spinner, type TabItem, Tabs } from '../../../../components/ui';
import { useTranslation } from '../../../../lib/i18n';
import { useAttachments } from '../../api/get-attachments';
import { fileSize } from '../../file-size';
import styles from './product-tabs.module.css';

export type ProductTabId = 'description' | 'parameters' | 'attachments' | 'question';

export interface ProductTabsProps {
  product: ProductDetail;
  /** The attachments tab is for logged-in customers only. */
  isLoggedIn: boolean;
  /** The question form (another feature, supplied by the route). Without it the tab is left out. */
  question?: ReactNode;
}

/**
 * Description, parameters, attachments (logged-in) and the question form (docs/requirements/catalogue.md §Product page:
 * the tab starts at the description; the page remounts this per product, so it resets on a new product).
 */
export function ProductTabs({ product, isLoggedIn, question }: ProductTabsProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string>('description');
  const items: TabItem[] = [
    {
      id: 'description',
      label: t('product.tabs.description'),
      panel: product.description.trim() ? (
        // The shop's own rich text, rendered as is (docs/requirements/security-and-privacy.md §Stored HTML).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own product HTML
        <div className={styles.html} dangerouslySetInnerHTML={{ __html: product.description }} />
      ) : (
        <p className={styles.muted}>{t('product.noDescription')}</p>
      ),
    },
    {
      id: 'parameters',
      label: t('product.tabs.parameters'),
      panel: <Parameters product={product} />,
    },
  ];
  if (isLoggedIn) {
    items.push({
      id: 'attachments',
      label: t('product.tabs.attachments'),
      panel: <Attachments code={product.code} hasAttachments={product.has_attachments} />,
    });
  }
  if (question) items.push({ id: 'question', label: t('product.tabs.question'), panel: question });

  return <Tabs items={items} label={t('product.tabsLabel')} selected={selected} onSelect={setSelected} />;
}

function Parameters({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  if (product.parameters.length === 0) return <p className={styles.muted}>{t('product.noParameters')}</p>;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('product.parametersCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('product.parameter')}</th>
          <th scope="col">{t('product.value')}</th>
        </tr>
      </thead>
      <tbody>
        {product.parameters.map((p) => (
          <tr key={`${p.category}:${p.value}`}>
            <th scope="row">{p.category}</th>
            <td>{p.unit ? `${p.value} ${p.unit}` : p.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const FILE_ICONS: Record<string, LucideIcon> = { pdf: FileText, image: FileImage, archive: FileArchive };
const FILE_KINDS = ['pdf', 'image', 'archive', 'file'] as const;
type FileKind = (typeof FILE_KINDS)[number];
const fileKind = (icon: string): FileKind =>
  (FILE_KINDS as readonly string[]).includes(icon) ? (icon as FileKind) : 'file';

function Attachments({ code, hasAttachments }: { code: string; hasAttachments: boolean }) {
  const { t } = useTranslation();
  const query = useAttachments(code, hasAttachments);
  if (!hasAttachments) return <p className={styles.muted}>{t('product.noAttachments')}</p>;
  if (query.isPending) return <Spinner label={t('product.attachmentsLoading')} />;
  if (query.isError) return <p role="alert">{t('product.attachmentsError')}</p>;
  const groups = query.data.filter((g) => g.attachments.length > 0);
  if (groups.length === 0) return <p className={styles.muted}>{t('product.noAttachments')}</p>;
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.title} className={styles.group} aria-label={group.title}>
          <h3 className={styles.groupTitle}>{group.title}</h3>
          <ul className={styles.files}>
            {group.attachments.map((file) => {
              const kind = fileKind(file.file_icon);
              const Icon = FILE_ICONS[kind] ?? File;
              const size = fileSize(file.filesize);
              const sizeText = t(`files.size.${size.unit}`, { value: size.value });
              return (
                <li key={file.url} className={styles.file}>
                  <Icon aria-hidden="true" size={28} className={styles.fileIcon} />
                  <span className="visually-hidden">{t(`product.fileIcon.${kind}`)}: </span>
                  <a
                    href={file.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.fileLink}
                    aria-label={`${t('product.attachmentLabel', { name: file.title || file.filename, size: sizeText })} ${t('a11y.opensInNewTab')}`}
                  >
                    {file.title || file.filename}
                  </a>
                  <span className={styles.fileSize}>{sizeText}</span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
