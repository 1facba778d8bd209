import type { PriceGroupListReply } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { priceGroupsKey } from './keys';

/** Every price group with its default discount and how many rules and customers it has. */
export const usePriceGroupList = () =>
  useQuery({ queryKey: priceGroupsKey, queryFn: () => api<PriceGroupListReply>('GET', '/price-groups') });
