import { navigation } from '../../../generated/routes';
import { Icon } from '../../components/icon';
import { useRouteDef } from '../use-route-def';
import { NavItem } from './nav-item';
import { tabOf } from './phone-nav';
import * as shellTexts from '../../../generated/texts/shell';

/**
 * The phone's bottom tab bar (spec/routes.yaml `navigation.tabs`; shown ≤ 600 px by styles.css): always
 * within a thumb's reach, the current tab marked (aria-current) on every route its `current` names. 我的
 * asks a visitor to log in first, as every login-only entry does.
 */
export function TabNav() {
  const current = tabOf(useRouteDef()?.name);
  return (
    <nav className="app-tabs" aria-label={shellTexts.tabBar}>
      {(navigation.tabs ?? []).map((tab) => (
        <NavItem key={tab.label} link={tab} className="app-tab" current={tab === current}>
          <Icon name={tab.icon} />
          <span>{tab.label}</span>
        </NavItem>
      ))}
    </nav>
  );
}
