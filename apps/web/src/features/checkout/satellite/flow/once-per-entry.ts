/**
 * What a satellite checkout's door finds for the link: asked once per link while the door is
 * open (a re-rendered or twice-mounted door joins the load under way, so a promo code or a token
 * is not checked twice), and again when the link is entered anew.
 */
export const ONCE_PER_ENTRY = { staleTime: Number.POSITIVE_INFINITY, gcTime: 0 } as const;
