import { completeOrder } from '#shop/actions.ts';

/**
 * „Aktywuj”: the placed order goes from ACTIVATION to its last stage (THP),
 * which completes it and closes the cart; the session is read again. The
 * stage in between (BOX_ACTIVATION) is the re-activation of a decoder the
 * customer already has, which an online order does not include.
 */
export async function activateOrder(cartId: string): Promise<void> {
  await completeOrder(cartId);
}
