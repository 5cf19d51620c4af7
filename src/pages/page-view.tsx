import { lazy, Suspense } from 'react';
import type { Page } from '../../generated/routes';
import { Loading } from '../components/loading';
import { usePhone } from '../lib/use-phone';
import { BlockStage } from './blocks/block-stage';
import { BlockList } from './blocks/block-view';
import { showsCard } from './blocks/record-block';
import { PageQuery, SideScope } from './page-scope';

// the entry page and the menu's icons load only where a phone shows one (the job form's route was 3.6 KB over)
const PhoneEntries = lazy(() => import('./phone-entries').then((m) => ({ default: m.PhoneEntries })));

/**
 * A composed page (spec/routes.yaml `page:`): the main column of blocks and, where the spec gives one,
 * a side column at its right (or left), which drops below the main column on a narrow screen. A page the
 * spec makes an entry page on a phone (`phone:`) is drawn as one there.
 */
export function PageView({ page, title }: { page: Page; title: string }) {
  const entries = usePhone() ? page.phone?.entries : undefined;
  const side = page.side && (
    <aside className={page.sideAt === 'left' ? 'page-side page-side-left' : 'page-side'}>
      <SideScope>
        <BlockList blocks={page.side} label={title} />
      </SideScope>
    </aside>
  );
  return (
    <PageQuery>
      <BlockStage>
        <div className="composed-page">
          <div className="page-main">
            {/* a record's card names the page itself (its title is the h1); otherwise the route's title does */}
            {!(page.main[0]?.kind === 'record' && showsCard(page.main[0])) && (
              <h1 className={page.hideTitle ? 'visually-hidden' : 't-h5 page-title'}>{title}</h1>
            )}
            {entries ? (
              <Suspense fallback={<Loading />}>
                <PhoneEntries page={page} title={title} entries={entries} />
              </Suspense>
            ) : (
              <BlockList blocks={page.main} label={title} />
            )}
          </div>
          {side}
        </div>
      </BlockStage>
    </PageQuery>
  );
}
