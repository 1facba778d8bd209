import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Page } from '../../components/ui';
import { isAccountMenuOption } from '../../config/paths';
import NotFoundRoute from './not-found';

/** /account and /account/:menuOption (spec part 2 "Account"). Placeholder: the title only. */
export default function AccountRoute() {
  const { t } = useTranslation();
  const { menuOption } = useParams();
  if (menuOption !== undefined && !isAccountMenuOption(menuOption)) return <NotFoundRoute />;
  return <Page title={t('routes.account.title')} />;
}
