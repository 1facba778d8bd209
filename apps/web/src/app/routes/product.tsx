import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui';

/** Product detail (spec part 1 §2); `:productName` is the product's url slug. Placeholder: the title only. */
export default function ProductRoute() {
  const { t } = useTranslation();
  return <Page title={t('routes.product.title')} />;
}
