import { coreStyles } from '../common/theme-core.ts';
import { searchBarStyles } from './styles.ts';
import { SuggestionMenu } from './SuggestionMenu.tsx';
import { useSearchBar, type SearchBarProps } from './use-search-bar.ts';
import { ShadowStyles } from '../common/ShadowStyles.tsx';

export type { SearchBarProps } from './use-search-bar.ts';

// Only the base rules the bar renders (theme-core.ts explains why not theme.ts).
const BAR_STYLES = [coreStyles, searchBarStyles];

export const DEFAULT_PLACEHOLDER = 'Enter search term(s), Entry ID(s), or sequence';

/** The search bar's markup; its behaviour is useSearchBar's. */
export function SearchBar(props: SearchBarProps) {
  const { placeholder = DEFAULT_PLACEHOLDER } = props;
  const bar = useSearchBar(props);
  const { snap, showMenu, items, inputError, notFound, links } = bar;

  return (
    <div className="search-bar">
      <ShadowStyles first css={BAR_STYLES} />
      <form className="bar" role="search" aria-label="Search the archive" onSubmit={bar.onSubmit}>
        <div className="field">
          <input
            ref={bar.input}
            part="input"
            type="search"
            role="combobox"
            aria-label="Search term, Entry ID or sequence"
            aria-autocomplete="list"
            aria-expanded={showMenu}
            aria-controls={showMenu ? bar.menuId : undefined}
            aria-activedescendant={bar.active}
            aria-invalid={inputError ? true : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            value={snap.term}
            onChange={(e) => bar.onChange(e.currentTarget.value)}
            onKeyDown={bar.onKeyDown}
            onFocus={bar.onFocus}
            onPaste={bar.onPaste}
          />
          {showMenu ? (
            <SuggestionMenu
              id={bar.menuId}
              items={items}
              activeIndex={bar.menuIndex}
              onSelect={bar.selectSuggestion}
              onHighlight={bar.highlight}
            />
          ) : null}
        </div>
        <button part="submit" type="submit" className="submit" aria-label="Search">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
            <line x1="15.5" y1="15.5" x2="21" y2="21" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
          </svg>
        </button>
      </form>
      <div className="below">
        {snap.developerMode ? (
          <p className="dev-notice" role="status">
            <span className="dev-badge">DEV</span> Developer mode is on
            <button type="button" className="link-button" onClick={bar.turnOffDeveloperMode}>
              Turn off
            </button>
          </p>
        ) : (
          <span />
        )}
        {bar.hideLinks ? null : (
          <nav className="links" aria-label="More search options">
            <a href={links.advanced} onClick={(e) => bar.followLink(e, 'advanced')}>
              Advanced Search
            </a>
            <span aria-hidden="true" className="sep">
              |
            </span>
            <a href={links.browse} onClick={(e) => bar.followLink(e, 'browse')}>
              Browse Annotations
            </a>
            <span aria-hidden="true" className="sep">
              |
            </span>
            <a href={links.help}>Help</a>
          </nav>
        )}
      </div>
      {/* Always present, so screen readers announce the notice when it appears. */}
      <div role="status">
        {notFound ? (
          <p className="not-found" part="message">
            <span>{notFound.message}</span>
            <button type="button" className="link-button" onClick={bar.runOffer}>
              Search full text for &quot;{notFound.term}&quot;
            </button>
          </p>
        ) : null}
      </div>
      {inputError ? (
        <p className="input-error" role="alert" part="message">
          {inputError}
        </p>
      ) : null}
    </div>
  );
}
