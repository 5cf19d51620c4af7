import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { href, navigation, type RouteName } from '../../../generated/routes';
import { addToHistory, clearHistory, readHistory } from '../../lib/search-history';
import { NavItem } from './nav-item';
import * as shellTexts from '../../../generated/texts/shell';

const { search } = navigation;

/** Search with a category selector, a history dropdown and publishing shortcuts (seed 1 §2.3). */
export function SearchBox() {
  const navigate = useNavigate();
  const [category, setCategory] = useState(0);
  const [term, setTerm] = useState('');
  const [history, setHistory] = useState<string[]>(readHistory);
  const [open, setOpen] = useState(false);
  // the history closes a moment after the box loses focus (a click on an entry lands first); focus coming
  // back within that moment keeps it open
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = () => {
    clearTimeout(closing.current);
    setOpen(true);
  };

  function go(text: string) {
    setHistory(addToHistory(text, search.historySize));
    setOpen(false);
    navigate(href(search.route as RouteName, { ...search.categories[category].query, search: text.trim() } as never));
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(term);
  };

  return (
    <div className="search">
      <form role="search" className="search-form" onSubmit={submit}>
        <select
          aria-label={shellTexts.searchCategory}
          value={category}
          onChange={(e) => setCategory(Number(e.target.value))}
        >
          {search.categories.map((c, i) => (
            <option key={c.label} value={i}>
              {c.label}
            </option>
          ))}
        </select>
        <div className="search-input">
          <input
            type="search"
            aria-label={shellTexts.search}
            placeholder={shellTexts.searchPlaceholder}
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            onFocus={show}
            onClick={show}
            onBlur={() => {
              closing.current = setTimeout(() => setOpen(false), 150);
            }}
          />
          {open && history.length > 0 && (
            <ul className="search-history" aria-label={shellTexts.searchHistory}>
              {history.map((h) => (
                <li key={h}>
                  <button
                    type="button"
                    className="link-button"
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => {
                      setTerm(h);
                      go(h);
                    }}
                  >
                    {h}
                  </button>
                </li>
              ))}
              <li className="search-history-clear">
                <button
                  type="button"
                  className="link-button"
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => {
                    clearHistory();
                    setHistory([]);
                  }}
                >
                  {shellTexts.clearHistory}
                </button>
              </li>
            </ul>
          )}
        </div>
        <button type="submit" className="search-button">
          {shellTexts.search}
        </button>
      </form>
      <div className="search-shortcuts">
        {search.shortcuts.map((s) => (
          <NavItem key={s.label} link={s} className="shortcut" />
        ))}
      </div>
    </div>
  );
}
