import r2wc from '@r2wc/react-to-web-component';
import { MyPdb } from '../src/ui/mypdb/MyPdb.tsx';
import { MYPDB_PROPS } from '../src/ui/mypdb/mypdb-attributes.ts';
import { defineOnce } from './define-once.ts';

/**
 * @summary MyPDB: sign in, saved queries (run again, e-mail notification, delete) and account settings.
 *
 * Reads the account of the enclosing `<pdb-search-context>` (GET {api-base}/mypdb/data, loaded on
 * mount). Signed out it shows 'Sign in with {provider}' links to {api-base}/auth/{provider} (a
 * full-page sign-in; the server comes back to /search/mypdb/queries). On a page of another site
 * (api-base names another origin, which the archive lists in CORS_ORIGINS) the sign-in opens in a
 * popup instead and the element keeps the token it hands over, for this tab. Signed in: 'Search Queries'
 * (the saved queries; clicking one runs it in the context, Notify e-mails new matches) and
 * 'Account Settings' (notification e-mail, a download of the account data, Delete All Queries
 * and Delete Account, each confirmed first).
 *
 * @csspart message - why a sign-in popup did not sign in (blocked, or closed first)
 * @cssproperty --pdb-accent - links and buttons
 * @cssproperty --pdb-surface - table header background
 * @cssproperty --pdb-border-color - table rules
 * @cssproperty --pdb-info-background - the saved query on screen
 */
export const PdbMyPdb = r2wc(MyPdb, { shadow: 'open', props: MYPDB_PROPS });

defineOnce('pdb-mypdb', PdbMyPdb);

declare global {
  interface HTMLElementTagNameMap {
    'pdb-mypdb': InstanceType<typeof PdbMyPdb>;
  }
}
