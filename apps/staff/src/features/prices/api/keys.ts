/** The query keys of the price and coupon screens. */
export const priceGroupsKey = ['staff', 'price-groups'] as const;
export const priceGroupKey = (id: number) => [...priceGroupsKey, 'one', id] as const;
export const couponsKey = ['staff', 'coupons'] as const;
