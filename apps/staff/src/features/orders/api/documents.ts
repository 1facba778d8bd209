import { STAFF_API_PREFIX } from '@shop/contract';

/** The order papers are plain links (GET, the staff cookie goes along): the browser opens the PDF. */
export const packingSlipUrl = (id: number) => `${STAFF_API_PREFIX}/orders/${id}/packing-slip.pdf`;
export const deliveryNoteUrl = (id: number) => `${STAFF_API_PREFIX}/orders/${id}/delivery-note.pdf`;
export const pickingListUrl = (ids: readonly number[]) =>
  `${STAFF_API_PREFIX}/orders/picking-list.pdf?ids=${ids.join(',')}`;
