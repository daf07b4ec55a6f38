// The user-facing text: fixed messages (MESSAGES) and templates with placeholders filled in
// (MESSAGE_TEMPLATES), quoted exactly as the seeds write them (000 §5/§8, 001 §2/§5/§8); tests pin
// each one. The three the search bar needs: core.ts.

import type { SequenceType } from '../types.ts';
import { plural } from '../plural.ts';
import {
  INVALID_INPUT_MESSAGE,
  NO_RESULT_IDS_SELECTED_MESSAGE,
  noDataFoundMessage,
  SEQUENCE_ALPHABETS,
} from './core.ts';

// ---------------------------------------------------------------------------------------------
// Messages (fixed strings)

export const STRUCMOTIF_PREFIX = 'Structure Motif query is invalid.';

export const MESSAGES = {
  // seed 000 §5
  emptyQuery: 'Please enter search criteria...',
  sequenceTooShort: 'The sequence must contain at least 25 residues',
  evalueInvalid: 'Sequence E-Value Cutoff must be a value in scientific, decimal or integer notation',
  identityInvalid:
    'Sequence Identity Cutoff must be an integer between 0 and 100 inclusive, representing a percentage value',
  motifTooShort: 'The sequence motif must contain at least 2 characters',
  strucmotifPrefix: STRUCMOTIF_PREFIX,
  strucmotifInvalidEntryId: 'Invalid Entry ID.',
  strucmotifInvalidUrl: 'Invalid URL.',
  strucmotifFormatRequired: 'Format must be specified when searching by URL.',
  strucmotifReferenceRequired: 'Entry ID or (URL and format) must be set.',
  strucmotifResidueIncomplete: 'Each residue must have a defined Chain ID, Operator, and Residue Number.',
  strucmotifTooFewResidues: '2 or more residues must be defined.',
  structureInvalidEntryId: 'Enter a valid Entry ID',
  structureInvalidUrl: 'Enter a valid URL',
  suggesterCountInvalid: 'The following inputs need a valid Entry ID:',
  chemicalValueRequired: 'Enter a value.',
  invalidInput: INVALID_INPUT_MESSAGE,
  attributeNotSupported: 'The attribute is not supported',
  noParameters: 'No parameters found...',
  noRefinements: 'No Refinements have been selected.',
  // seed 000 §8
  missingRequest: "ERROR: Missing argument for 'request'",
  multipleServices: 'query contains multiple terminal nodes of more than one service type',
  requestQueryErrorsPrefix: 'request query contains error(s): ',
  contactUsAdvice: 'Please use the Contact Us button to report the problem.',
  loadError: 'There was an error loading the data.',
  loadingData: 'Loading data...',
  loadingCount: 'Loading count data...',
  noResults: 'No results matching the current query were found.',
  noResultsPdb: 'No results matching the current query were found in the PDB.',
  enterValidEntryId: 'Enter a valid Entry ID.',
  // seed 001 §2, §5, §8
  loginIntro: 'Sign in to MyPDB to save searches, run previously saved searches, or change your account settings.',
  noHistory: 'Currently there is no query history.',
  noSavedQueries: 'You have no saved queries.',
  querySaved: 'Query saved to MyPDB',
  saveQueryFailed: 'An unknown error occurred while saving query to MyPDB',
  /** Why a report cannot be saved: no search is on screen (follows saveQueryFailed). */
  noQueryToSave: 'there is no current search to save',
  fileTooLarge: 'File too large, maximum size is 10 MB',
  uploadFailed: 'File upload failed',
  uploadLoading: 'Loading...',
  reportLoadFailed: 'Error retrieving data.',
  notYetImplemented: 'NOT YET IMPLEMENTED',
  noResultIdsSelected: NO_RESULT_IDS_SELECTED_MESSAGE,
  rerunWithCsm: 'Re-run your current query with Computed Structure Models (CSM) included',
  noImage: 'No Image',
  // Not worded by the seeds; chosen here so there is one copy.
  noActiveQuery: 'Use the search bar or the query builder to search the archive.',
  noTabularResults: 'No tabular report results were found for the current query.',
  wildcardNotSupported: "The full-text wildcard '*' is not supported",
  strucmotifTooManyResidues: 'No more than 10 residues may be defined.',
  strucmotifUrlFormat: 'Format must be cif or bcif when searching by URL.',
  strucmotifTooManyExchanges: 'Each residue may have at most 4 exchanges.',
  strucmotifInvalidRmsd: 'RMSD Cutoff must be a non-negative number.',
  /** Why a structure named by a plain http:// URL is not fetched (the form and the server alike). */
  httpsOnlyUrls: 'only https URLs can be fetched',
  suggesterCountHelp:
    'The Entry ID must match exactly one entry before counting. Type a complete Entry ID and choose it from the menu.',
  csmExcludedFromBatch: 'Computed Structure Models are excluded from batch file download.',
  batchUnavailable:
    'Batch file download is unavailable: the results contain no experimental or integrative structures.',
  confirmDeleteHistory: 'Delete all query history? This action cannot be undone.',
  confirmDeleteAllQueries: 'Delete all saved queries? This action cannot be undone.',
  confirmDeleteAccount:
    'Delete your MyPDB account? Your saved queries are deleted too. This action cannot be undone; you can create a new account later.',
  confirmOverwriteAttributes: 'Replace the current attribute selection?',
  /** Saving a query MyPDB already holds keeps the one saved. */
  queryAlreadySaved: 'This query is already saved in MyPDB.',
  /** A notification address whose confirmation link was not opened yet. */
  emailNotConfirmed: 'Not confirmed: no notification e-mail is sent to this address until it is.',
  sendConfirmation: 'Send confirmation mail',
  /** MyPDB's sign-in list came back empty: no provider serves this visitor. */
  noSignInProviders: 'This archive server offers no way to sign in to MyPDB.',
  /** Browser-direct mode without api-base (issue 34): the public APIs take no uploads from other sites. */
  uploadNeedsServer:
    'Uploading a file needs an archive server, which this page does not name: give the file’s URL instead.',
  /** Upstream mode (issue 35) without PUBLIC_URL: the upstream could not fetch an upload from this server. */
  uploadNeedsPublicUrl:
    'Uploads are not available on this server: it searches an upstream archive, which fetches the uploaded file from this server by its PUBLIC_URL, and PUBLIC_URL is not set.',
  /** Browser-direct mode without api-base (issue 34): the public APIs keep no accounts. */
  mypdbNeedsServer: 'MyPDB is not available on this page: it needs an archive server, which the page does not name.',
  // ours: a request the builder cannot show (services mixed inside one group)
  mixedServiceGroup: 'This query combines services inside one group, which the query builder cannot show',
} as const;

export type MessageKey = keyof typeof MESSAGES;

// ---------------------------------------------------------------------------------------------
// Message templates (seed wording with placeholders filled in)

export const MESSAGE_TEMPLATES = {
  /** 'Structure Motif query is invalid. Invalid Entry ID.' */
  strucmotif: (detail: string): string => `${STRUCMOTIF_PREFIX} ${detail}`,
  /** Sequence alphabet alert; lists the allowed characters. */
  sequenceInvalidCharacters: (type: SequenceType, invalid: string): string =>
    `The sequence contains invalid characters (${invalid}). Allowed characters for ${type} sequences are: ${SEQUENCE_ALPHABETS[type]}`,
  strucmotifUnknownExchange: (code: string): string => `Exchange ${code} is not a recognized residue code.`,
  /** A structure file named by URL that cannot be read, and why (the form and the server alike). */
  structureNotFetched: (reason: string): string => `The structure file could not be fetched: ${reason}`,
  attributeEmptyOrInvalid: (name: string): string => `${name} contains an empty or invalid value.`,
  attributeInvalid: (name: string): string => `${name} contains an invalid value.`,
  noDataForEntry: (id: string): string => noDataFoundMessage(id),
  suggesterCountInvalid: (sections: readonly string[]): string =>
    `${MESSAGES.suggesterCountInvalid} ${sections.join(', ')}`,
  error: (details: string): string => `ERROR: ${details}`,
  statusError: (statusCode: number, msg: string): string => `${statusCode} ${msg}`,
  httpError: (status: number, statusText: string): string => `${status}: ${statusText}`,
  requestQueryErrors: (details: string): string => `${MESSAGES.requestQueryErrorsPrefix}${details}`,
  noResultsAfterGrouping: (stats: string): string =>
    `This query returned ${stats} but no results remain after grouping.`,
  /** `stats` as for noResultsAfterGrouping: '12,345 Polymer Entities'. */
  groupingWarningDetails: (stats: string): string => `This query matches ${stats} but none of them could be grouped.`,
  signInWith: (provider: string): string => `Sign in with ${provider}`,
  signedInAs: (provider: string, name: string): string => `Signed in via ${provider} as ${name}`,
  /** After a notification address was set: where its confirmation link went. */
  confirmationSent: (email: string): string =>
    `A confirmation mail was sent to ${email}. Notification e-mail goes to this address once you open its link.`,
  savedQueryCount: (n: number): string => `You have ${n} saved ${plural(n, 'query', 'queries')}.`,
  saveQueryFailed: (error?: string): string =>
    error ? `${MESSAGES.saveQueryFailed}: ${error}` : MESSAGES.saveQueryFailed,
  /** The mark of a saved query that re-opens a custom report. */
  savedReportColumns: (n: number): string => `Custom report: ${n} ${plural(n, 'column', 'columns')}`,
  extensionNotRecognized: (extensions: readonly string[]): string =>
    `Extension not recognized, must be: [${extensions.join(', ')}]`,
  uploadFailed: (status?: number, serverError?: string): string =>
    `${MESSAGES.uploadFailed}${status !== undefined ? ` - Status: ${status}` : ''}${
      serverError ? ` - Message: ${serverError}` : ''
    }`,
  moreChains: (n: number): string => `More (${n})`,
  missingData: (identifier: string): string => `MISSING DATA FOR ${identifier}`,
  missingGroupData: (id: string): string => `MISSING data FOR ${id}`,
  missingRepresentativeData: (id: string): string => `MISSING representative_item.data FOR ${id}`,
  releaseDateBin: (year: number): string => `${year} - ${year + 4}`,
  // What an embedding page must allow or list, instead of a silent failure.
  /** The page's Content-Security-Policy refused the sketcher's frame (a securitypolicyviolation). */
  cspBlocksSketcher: (archiveOrigin: string): string =>
    `The sketcher could not load: this page's Content-Security-Policy must allow frame-src ${archiveOrigin}`,
  /** The sketcher's frame never said it was ready: the likely cause, hedged. */
  sketcherTimedOut: (archiveOrigin: string): string =>
    `The sketcher did not load: if this page has a Content-Security-Policy, it must allow frame-src ${archiveOrigin}`,
  /** An in-page view (issue 37) could not show its structure: why, in the browser's or server's words. */
  viewerFailed: (reason: string): string => `The 3D view could not be shown: ${reason}`,
  /** The sequence alignment view (issue 37) could not draw: why. */
  alignmentViewFailed: (reason: string): string => `The alignment view could not be shown: ${reason}`,
  /** The page's Content-Security-Policy refused the file download's form post. */
  cspBlocksDownload: (archiveOrigin: string): string =>
    `Download Files could not start: this page's Content-Security-Policy must allow form-action ${archiveOrigin}`,
  /** The archive answered MyPDB's requests without CORS headers for this page's origin. */
  originNotInCorsOrigins: (pageOrigin: string): string =>
    `MyPDB cannot reach the archive server from this page: the server's CORS_ORIGINS must list this page's origin, ${pageOrigin}`,
  /** MyPDB's sign-in list could not be fetched for another reason (the network, the server). */
  mypdbUnreachable: (detail: string): string => `MyPDB could not reach the archive server: ${detail}`,
  /** Asked before switching the return type a service needs (seed 000 §5 confirmations). */
  returnTypeConfirmation: (serviceLabel: string, returnTypeLabel: string): string =>
    `${serviceLabel} search returns ${returnTypeLabel}. Change the return type to ${returnTypeLabel}?`,
} as const;
