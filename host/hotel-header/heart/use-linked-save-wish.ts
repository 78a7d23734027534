import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SaveWish } from '../../../shared/domain/save-wish-token';
import { isOwnSaveWishLink } from './save-wish-link';

export type LinkedSaveWishOptions<W extends SaveWish> = {
  /** The wish the address carries, or null. */
  wish: W | null;
  /** The token that came with it, if any. */
  token: string | null;
  /** The member and their list are known, so the wish can be judged and applied now. */
  isReady: boolean;
  /** This address without the wish and its token. */
  addressWithoutWish: string;
  apply(wish: W): Promise<unknown>;
};

/**
 * A save wish that arrived in the address: a visitor's heart leaves one for after sign-in, a
 * remembered member's heart links to the saved-hotels page with one. Any site can link with a wish,
 * so only a wish carrying our heart's token for this session is applied at once; any other waits in
 * `toConfirm` until the member says yes on our page. Either way the wish leaves the address first, so
 * a reload does nothing and the token, spent, cannot serve twice.
 */
export function useLinkedSaveWish<W extends SaveWish>({ wish, token, isReady, addressWithoutWish, apply }: LinkedSaveWishOptions<W>) {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  const [toConfirm, setToConfirm] = useState<W | null>(null);
  // The latest `apply` (it closes over the member's list), without making each render a new arrival.
  const applyRef = useRef(apply);
  applyRef.current = apply;

  useEffect(() => {
    if (!isReady || !wish || handled.current === location.key) return;
    handled.current = location.key;
    const isOurs = isOwnSaveWishLink(wish, token);
    navigate(addressWithoutWish, { replace: true, preventScrollReset: true });
    if (isOurs) void applyRef.current(wish);
    else setToConfirm(wish);
  }, [isReady, wish, token, location.key, addressWithoutWish, navigate]);

  return {
    toConfirm,
    confirm() {
      if (!toConfirm) return;
      setToConfirm(null);
      void applyRef.current(toConfirm);
    },
    decline() {
      setToConfirm(null);
    },
  };
}
