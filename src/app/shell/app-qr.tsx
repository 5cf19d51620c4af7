import { useEffect, useState } from 'react';
import { navigation } from '../../../generated/routes';
import type { ApiResult } from '../../../generated/api/client';
import { api } from '../../lib/http';

type Ads = ApiResult<'getAdvertisementList'>['records'];
let cached: Promise<Ads> | null = null;

/** The mobile-app QR images, from the advertisement call (seed 1 §2.3); fetched once per page load. */
export function useAppQr(): Ads {
  const [ads, setAds] = useState<Ads>([]);
  useEffect(() => {
    cached ??= api.getAdvertisementList({ advertisemenCode: navigation.appQrCode }).then(
      (page) => page.records,
      () => [],
    );
    let live = true;
    cached.then((list) => live && setAds(list));
    return () => {
      live = false;
    };
  }, []);
  return ads;
}

export function AppQrList() {
  const ads = useAppQr();
  return (
    <div className="qr-list">
      {ads.map((ad) => (
        <figure key={ad.advertisementName}>
          {/* in the footer, or in a menu until it opens: fetched when it comes into view */}
          <img src={ad.advertisementConnection} alt={ad.advertisementName} width={96} height={96} loading="lazy" />
          <figcaption>{ad.advertisementName}</figcaption>
        </figure>
      ))}
    </div>
  );
}
