import { MESSAGES } from '../../model/constants/messages.ts';
import { contactUrl } from '../../model/link-templates.ts';
import type { SearchStoreConfig, StoreMessage } from '../../store/state.ts';

const CONTACT_US = 'Contact Us';
const [BEFORE, AFTER] = MESSAGES.contactUsAdvice.split(CONTACT_US) as [string, string];

/**
 * The seed's advice under a refused request ('Please use the Contact Us button to report the
 * problem.', seed 000 §8), its 'Contact Us' a link to the context's contact page.
 */
export function ContactAdvice({ href }: { href: string }) {
  return (
    <p className="pdb-message-advice">
      {BEFORE}
      <a href={href} target="_blank" rel="noopener noreferrer">
        {CONTACT_US}
        <span className="pdb-visually-hidden"> (opens in a new tab)</span>
      </a>
      {AFTER}
    </p>
  );
}

/** Where a store message's Contact Us goes: the context's contact page for a refused request, else none. */
export function contactHrefOf(
  message: Pick<StoreMessage, 'contact'>,
  config: Pick<SearchStoreConfig, 'contactUrl'>,
): string | undefined {
  return message.contact ? contactUrl(config.contactUrl) : undefined;
}
