import { useEffect, useRef, useState } from 'react';
import { navigation } from '../../../generated/routes';
import type { ApiResult } from '../../../generated/api/client';
import { api } from '../../lib/http';
import { useNearViewport } from '../../lib/use-near-viewport';

type Ads = ApiResult<'getAdvertisementList'>['records'];
let cached: Promise<Ads> | null = null;

/**
 * The mobile-app QR images, from the advertisement call (seed 1 §2.3); asked once per page load, when a
 * list of them first comes near the viewport (the footer, or a menu opened): not with the page's start.
 */
function useAppQr(wanted: boolean): Ads {
  const [ads, setAds] = useState<Ads>([]);
  useEffect(() => {
    if (!wanted) return undefined;
    cached ??= api.getAdvertisementList({ advertisemenCode: navigation.appQrCode }).then(
      (page) => page.records,
      () => [],
    );
    let live = true;
    cached.then((list) => live && setAds(list));
    return () => {
      live = false;
    };
  }, [wanted]);
  return ads;
}

export function AppQrList() {
  const ref = useRef<HTMLDivElement>(null);
  // in view, not near it: the footer sits just under a page's first screen
  const ads = useAppQr(useNearViewport(ref, '0px'));
  return (
    <div className="qr-list" ref={ref}>
      {ads.map((ad) => (
        <figure key={ad.advertisementName}>
          <img src={ad.advertisementConnection} alt={ad.advertisementName} width={96} height={96} loading="lazy" />
          <figcaption>{ad.advertisementName}</figcaption>
        </figure>
      ))}
    </div>
  );
}
