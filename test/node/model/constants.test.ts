// Pins every enumeration, default, limit and message of the seeds: changing any of them fails here.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import {
  CSM_ID_PATTERN,
  CSM_RESULTS_CONTENT_TYPE,
  DEFAULT_EVALUE_CUTOFF,
  DEFAULT_IDENTITY_CUTOFF,
  DEFAULT_SORT,
  ENTRY_ID_PATTERN,
  MIN_ROWS,
  MIN_SEQUENCE_LENGTH,
  PRD_ID_PATTERN,
  SEQUENCE_ALPHABETS,
  DEFAULT_RETURN_TYPE,
  DEFAULT_ROWS,
  DEFAULT_GROUP_BY_RETURN_TYPE,
} from '../../../src/model/constants/core.ts';
import {
  ALL_CHEMICAL_MATCH_TYPES,
  ALL_RETURN_TYPES,
  ATOM_PAIRING_SCHEMES,
  CHEMICAL_MATCH_TYPES,
  DATE_SHORTCUT_RANGES,
  DESCRIPTOR_TYPES,
  EXCHANGE_RESIDUE_CODES,
  GROUP_BY_RETURN_TYPES,
  GROUP_SIMILARITY_CUTOFFS,
  HISTORY_STORAGE_KEY,
  LEGACY_SEQUENCE_TARGETS,
  OPERATORS,
  PATTERN_TYPES,
  RANGE_OPERATORS,
  SCORING_STRATEGIES,
  SEQUENCE_TYPES,
  SERVICE_TYPES,
  STRUCMOTIF_URL_FORMATS,
  STRUCTURE_FILE_FORMATS,
  STRUCTURE_OPERATORS,
  STRUCTURE_URL_FORMATS,
  TARGET_SEARCH_SPACES,
  UPLOAD_FORMATS,
  UPLOADED_FILE_FORMAT,
  VALUELESS_OPERATORS,
  WIRE_ATTRIBUTE_OPERATORS,
  REPORT_SUBVIEWS,
} from '../../../src/model/constants/vocabulary.ts';
import {
  CHEMICAL_MATCH_TYPE_LABELS,
  LABELS,
  OPERATOR_LABELS,
  RESULT_VIEWS,
  RETURN_TYPES,
  RETURN_TYPE_LABELS,
  SERVICES,
  SERVICE_LABELS,
  LOGIN_PROVIDERS,
  MYPDB_TITLES,
  ALIGNMENT_REFERENCES,
  MAIN_TABS,
} from '../../../src/model/constants/labels.ts';
import { GROUP_BY_MODES, GROUP_ORDER_OPTIONS, SORT_CHOICES } from '../../../src/model/constants/sorting.ts';
import {
  DEFAULTS,
  DEFAULT_GROUPED_SORT,
  DEFAULT_RESULTS_CONTENT_TYPE,
  DEFAULT_RMSD_CUTOFF,
  DEFAULT_STRUCT_OPER_ID,
  HISTORY_SIZE,
  LABEL_TRUNCATION,
  LIMITS,
  MAX_EXCHANGES,
  MAX_STRUCMOTIF_RESIDUES,
  MIN_MOTIF_LENGTH,
  MIN_STRUCMOTIF_RESIDUES,
  PAGE_SIZES,
  UPLOAD_MAX_BYTES,
  DEFAULT_START,
  DEFAULT_SCORING_STRATEGY,
} from '../../../src/model/constants/limits.ts';
import { MESSAGES, MESSAGE_TEMPLATES, STRUCMOTIF_PREFIX } from '../../../src/model/constants/messages.ts';
import { existsSync, readFileSync } from 'node:fs';

// The seeds and schemas sit beside the repository in the shared workspace; without them the
// cross-checks are skipped (the literal assertions above still pin every value).
const SHARED = new URL('../../../../shared/', import.meta.url);
const hasShared = existsSync(new URL('seeds/', SHARED)) && existsSync(new URL('archive/schema/', SHARED));

describe('seed messages (fixed strings)', () => {
  test('every message is quoted exactly', () => {
    assert.deepEqual(
      { ...MESSAGES },
      {
        emptyQuery: 'Please enter search criteria...',
        sequenceTooShort: 'The sequence must contain at least 25 residues',
        evalueInvalid: 'Sequence E-Value Cutoff must be a value in scientific, decimal or integer notation',
        identityInvalid:
          'Sequence Identity Cutoff must be an integer between 0 and 100 inclusive, representing a percentage value',
        motifTooShort: 'The sequence motif must contain at least 2 characters',
        strucmotifPrefix: 'Structure Motif query is invalid.',
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
        invalidInput: 'Invalid input detected',
        attributeNotSupported: 'The attribute is not supported',
        noParameters: 'No parameters found...',
        noRefinements: 'No Refinements have been selected.',
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
        loginIntro:
          'Sign in to MyPDB to save searches, run previously saved searches, or change your account settings.',
        noHistory: 'Currently there is no query history.',
        noSavedQueries: 'You have no saved queries.',
        querySaved: 'Query saved to MyPDB',
        saveQueryFailed: 'An unknown error occurred while saving query to MyPDB',
        noQueryToSave: 'there is no current search to save',
        fileTooLarge: 'File too large, maximum size is 10 MB',
        uploadFailed: 'File upload failed',
        uploadLoading: 'Loading...',
        reportLoadFailed: 'Error retrieving data.',
        notYetImplemented: 'NOT YET IMPLEMENTED',
        noResultIdsSelected: 'No Result IDs have been selected.',
        rerunWithCsm: 'Re-run your current query with Computed Structure Models (CSM) included',
        noImage: 'No Image',
        noActiveQuery: 'Use the search bar or the query builder to search the archive.',
        noTabularResults: 'No tabular report results were found for the current query.',
        wildcardNotSupported: "The full-text wildcard '*' is not supported",
        strucmotifTooManyResidues: 'No more than 10 residues may be defined.',
        strucmotifUrlFormat: 'Format must be cif or bcif when searching by URL.',
        strucmotifTooManyExchanges: 'Each residue may have at most 4 exchanges.',
        strucmotifInvalidRmsd: 'RMSD Cutoff must be a non-negative number.',
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
        queryAlreadySaved: 'This query is already saved in MyPDB.',
        emailNotConfirmed: 'Not confirmed: no notification e-mail is sent to this address until it is.',
        sendConfirmation: 'Send confirmation mail',
        noSignInProviders: 'This archive server offers no way to sign in to MyPDB.',
        uploadNeedsServer:
          'Uploading a file needs an archive server, which this page does not name: give the file’s URL instead.',
        uploadNeedsPublicUrl:
          'Uploads are not available on this server: it searches an upstream archive, which fetches the uploaded file from this server by its PUBLIC_URL, and PUBLIC_URL is not set.',
        mypdbNeedsServer:
          'MyPDB is not available on this page: it needs an archive server, which the page does not name.',
        mixedServiceGroup: 'This query combines services inside one group, which the query builder cannot show',
      },
    );
    assert.equal(STRUCMOTIF_PREFIX, 'Structure Motif query is invalid.');
  });

  test('every seed quotation in both seeds is present among the messages and labels', { skip: !hasShared }, () => {
    // Phrases the seeds put in quotes that belong to the model (UI-only wording aside).
    const seeds = ['000_ba73ad0c10a30fd0.txt', '001_52cea650dbaacc49.txt']
      .map((name) => readFileSync(new URL(`seeds/${name}`, SHARED), 'utf8'))
      .join('\n');
    const fixed = Object.values(MESSAGES) as string[];
    for (const message of fixed.filter((m) => seeds.includes(m))) assert.ok(seeds.includes(message));
    for (const quoted of [
      'Please enter search criteria...',
      'The sequence must contain at least 25 residues',
      'Sequence E-Value Cutoff must be a value in scientific, decimal or integer notation',
      'Sequence Identity Cutoff must be an integer between 0 and 100 inclusive, representing a percentage value',
      'The sequence motif must contain at least 2 characters',
      'Invalid Entry ID.',
      'Invalid URL.',
      'Format must be specified when searching by URL.',
      'Entry ID or (URL and format) must be set.',
      'Each residue must have a defined Chain ID, Operator, and Residue Number.',
      '2 or more residues must be defined.',
      'Structure Motif query is invalid.',
      'Enter a valid Entry ID',
      'Enter a valid URL',
      'The following inputs need a valid Entry ID:',
      'Enter a value.',
      'Invalid input detected',
      'The attribute is not supported',
      'No parameters found...',
      'No Refinements have been selected.',
      "ERROR: Missing argument for 'request'",
      'query contains multiple terminal nodes of more than one service type',
      'There was an error loading the data.',
      'Loading data...',
      'Loading count data...',
      'No results matching the current query were found.',
      'No results matching the current query were found in the PDB.',
      'Enter a valid Entry ID.',
      'Sign in to MyPDB to save searches, run previously saved searches, or change your account settings.',
      'Currently there is no query history.',
      'You have no saved queries.',
      'Query saved to MyPDB',
      'An unknown error occurred while saving query to MyPDB',
      'File too large, maximum size is 10 MB',
      'File upload failed',
      'Error retrieving data.',
      'NOT YET IMPLEMENTED',
      'No Result IDs have been selected.',
      'Re-run your current query with Computed Structure Models (CSM) included',
      'No Image',
      'Loading...',
    ]) {
      assert.ok(seeds.includes(quoted), `seed quotes ${quoted}`);
      assert.ok(fixed.includes(quoted), `model carries ${quoted}`);
    }
  });
});

describe('message templates', () => {
  test('fill the seed wording', () => {
    assert.equal(MESSAGE_TEMPLATES.strucmotif('Invalid URL.'), 'Structure Motif query is invalid. Invalid URL.');
    assert.equal(
      MESSAGE_TEMPLATES.attributeEmptyOrInvalid('Resolution'),
      'Resolution contains an empty or invalid value.',
    );
    assert.equal(MESSAGE_TEMPLATES.attributeInvalid('Resolution'), 'Resolution contains an invalid value.');
    assert.equal(MESSAGE_TEMPLATES.noDataForEntry('9ZZZ'), 'No data found for Entry ID 9ZZZ');
    assert.equal(
      MESSAGE_TEMPLATES.suggesterCountInvalid(['Structure Similarity', 'Structure Motif']),
      'The following inputs need a valid Entry ID: Structure Similarity, Structure Motif',
    );
    assert.equal(MESSAGE_TEMPLATES.error('timeout'), 'ERROR: timeout');
    assert.equal(MESSAGE_TEMPLATES.statusError(500, 'boom'), '500 boom');
    assert.equal(MESSAGE_TEMPLATES.httpError(404, 'Not Found'), '404: Not Found');
    assert.equal(MESSAGE_TEMPLATES.requestQueryErrors('bad'), 'request query contains error(s): bad');
    assert.equal(
      MESSAGE_TEMPLATES.noResultsAfterGrouping('12 Structures'),
      'This query returned 12 Structures but no results remain after grouping.',
    );
    assert.equal(
      MESSAGE_TEMPLATES.groupingWarningDetails('12,345 Polymer Entities'),
      'This query matches 12,345 Polymer Entities but none of them could be grouped.',
    );
    assert.equal(MESSAGE_TEMPLATES.signInWith('ORCID'), 'Sign in with ORCID');
    assert.equal(MESSAGE_TEMPLATES.signedInAs('Google', 'Ada'), 'Signed in via Google as Ada');
    assert.equal(MESSAGE_TEMPLATES.savedQueryCount(1), 'You have 1 saved query.');
    assert.equal(MESSAGE_TEMPLATES.savedQueryCount(3), 'You have 3 saved queries.');
    assert.equal(MESSAGE_TEMPLATES.savedQueryCount(0), 'You have 0 saved queries.');
    assert.equal(MESSAGE_TEMPLATES.saveQueryFailed(), 'An unknown error occurred while saving query to MyPDB');
    assert.equal(
      MESSAGE_TEMPLATES.saveQueryFailed('503'),
      'An unknown error occurred while saving query to MyPDB: 503',
    );
    assert.equal(
      MESSAGE_TEMPLATES.extensionNotRecognized(['.cif', '.bcif']),
      'Extension not recognized, must be: [.cif, .bcif]',
    );
    assert.equal(MESSAGE_TEMPLATES.uploadFailed(), 'File upload failed');
    assert.equal(MESSAGE_TEMPLATES.uploadFailed(413), 'File upload failed - Status: 413');
    assert.equal(
      MESSAGE_TEMPLATES.uploadFailed(500, 'disk full'),
      'File upload failed - Status: 500 - Message: disk full',
    );
    assert.equal(MESSAGE_TEMPLATES.moreChains(12), 'More (12)');
    assert.equal(MESSAGE_TEMPLATES.missingData('4HHB'), 'MISSING DATA FOR 4HHB');
    assert.equal(MESSAGE_TEMPLATES.missingGroupData('G_1'), 'MISSING data FOR G_1');
    assert.equal(MESSAGE_TEMPLATES.missingRepresentativeData('G_1'), 'MISSING representative_item.data FOR G_1');
    assert.equal(MESSAGE_TEMPLATES.releaseDateBin(2000), '2000 - 2004');
    assert.equal(MESSAGE_TEMPLATES.strucmotifUnknownExchange('XYZ'), 'Exchange XYZ is not a recognized residue code.');
    assert.equal(
      MESSAGE_TEMPLATES.sequenceInvalidCharacters('dna', 'XZ'),
      'The sequence contains invalid characters (XZ). Allowed characters for dna sequences are: ACTGUNI',
    );
    assert.equal(
      MESSAGE_TEMPLATES.returnTypeConfirmation('Sequence Similarity', 'Polymer Entities'),
      'Sequence Similarity search returns Polymer Entities. Change the return type to Polymer Entities?',
    );
    // issue 31 item 10: what an embedding page must allow or list
    const archive = 'https://archive.example';
    assert.equal(
      MESSAGE_TEMPLATES.cspBlocksSketcher(archive),
      "The sketcher could not load: this page's Content-Security-Policy must allow frame-src https://archive.example",
    );
    assert.equal(
      MESSAGE_TEMPLATES.sketcherTimedOut(archive),
      'The sketcher did not load: if this page has a Content-Security-Policy, it must allow frame-src https://archive.example',
    );
    assert.equal(
      MESSAGE_TEMPLATES.cspBlocksDownload(archive),
      "Download Files could not start: this page's Content-Security-Policy must allow form-action https://archive.example",
    );
    assert.equal(
      MESSAGE_TEMPLATES.originNotInCorsOrigins('https://institution.example'),
      "MyPDB cannot reach the archive server from this page: the server's CORS_ORIGINS must list this page's origin, https://institution.example",
    );
    assert.equal(
      MESSAGE_TEMPLATES.mypdbUnreachable('Failed to fetch'),
      'MyPDB could not reach the archive server: Failed to fetch',
    );
  });
});

describe('enumerations', () => {
  test('services and return types', () => {
    assert.deepEqual(SERVICE_TYPES, [
      'full_text',
      'text',
      'text_chem',
      'sequence',
      'seqmotif',
      'structure',
      'strucmotif',
      'chemical',
    ]);
    assert.deepEqual(
      SERVICES.map((s) => s.label),
      [
        'Full Text',
        'Structure Attributes',
        'Chemical Attributes',
        'Sequence Similarity',
        'Sequence Motif',
        'Structure Similarity',
        'Structure Motif',
        'Chemical Similarity',
      ],
    );
    for (const s of SERVICES) assert.equal(SERVICE_LABELS[s.service], s.label);
    assert.deepEqual(
      RETURN_TYPES.map((r) => [r.value, r.label]),
      [
        ['entry', 'Structures'],
        ['polymer_entity', 'Polymer Entities'],
        ['non_polymer_entity', 'Non-polymer Entities'],
        ['assembly', 'Assemblies'],
        ['mol_definition', 'Molecular Definitions'],
      ],
    );
    for (const r of RETURN_TYPES) assert.equal(RETURN_TYPE_LABELS[r.value], r.label);
    assert.deepEqual(ALL_RETURN_TYPES, [
      'entry',
      'polymer_entity',
      'non_polymer_entity',
      'polymer_instance',
      'assembly',
      'mol_definition',
    ]);
    assert.equal(DEFAULT_RETURN_TYPE, 'entry');
  });

  test('service enumerations of seed 000 §3 and the schema', () => {
    assert.deepEqual(SEQUENCE_TYPES, ['protein', 'dna', 'rna']);
    assert.deepEqual(LEGACY_SEQUENCE_TARGETS, {
      pdb_protein_sequence: 'protein',
      pdb_dna_sequence: 'dna',
      pdb_rna_sequence: 'rna',
    });
    assert.deepEqual(PATTERN_TYPES, ['simple', 'prosite', 'regex']);
    assert.deepEqual(ATOM_PAIRING_SCHEMES, ['ALL', 'SIDE_CHAIN', 'BACKBONE', 'PSEUDO_ATOMS']);
    assert.deepEqual(CHEMICAL_MATCH_TYPES, [
      'graph-relaxed-stereo',
      'graph-relaxed',
      'fingerprint-similarity',
      'sub-struct-graph-relaxed-stereo',
      'sub-struct-graph-relaxed',
      'graph-exact',
    ]);
    assert.deepEqual(ALL_CHEMICAL_MATCH_TYPES, [
      'graph-exact',
      'graph-strict',
      'graph-relaxed',
      'graph-relaxed-stereo',
      'fingerprint-similarity',
      'sub-struct-graph-exact',
      'sub-struct-graph-strict',
      'sub-struct-graph-relaxed',
      'sub-struct-graph-relaxed-stereo',
    ]);
    for (const t of ALL_CHEMICAL_MATCH_TYPES) assert.ok(CHEMICAL_MATCH_TYPE_LABELS[t]);
    assert.deepEqual(DESCRIPTOR_TYPES, ['SMILES', 'InChI']);
    assert.deepEqual(STRUCTURE_FILE_FORMATS, ['bcif', 'cif', 'pdb', 'ccp4']);
    assert.deepEqual(STRUCTURE_URL_FORMATS, ['cif', 'bcif', 'pdb']);
    assert.deepEqual(STRUCMOTIF_URL_FORMATS, ['cif', 'bcif']);
    assert.deepEqual(UPLOAD_FORMATS, { structure: ['cif', 'bcif', 'pdb'], strucmotif: ['cif', 'bcif', 'pdb'] });
    assert.equal(UPLOADED_FILE_FORMAT, 'bcif');
    assert.deepEqual(STRUCTURE_OPERATORS, ['strict_shape_match', 'relaxed_shape_match']);
    assert.deepEqual(TARGET_SEARCH_SPACES, ['assembly', 'polymer_entity_instance']);
    assert.equal(EXCHANGE_RESIDUE_CODES.length, 35);
    assert.ok(EXCHANGE_RESIDUE_CODES.includes('PYL') && EXCHANGE_RESIDUE_CODES.includes('UNK'));
  });

  test('operators', () => {
    assert.deepEqual(OPERATORS, [
      'exact_match',
      'contains_words',
      'contains_phrase',
      'exists',
      'in',
      'equals',
      'greater',
      'greater_or_equal',
      'less',
      'less_or_equal',
      'range_upper_excl',
      'range_upper_incl',
      'last_seven_days_range',
      'last_thirty_days_range',
    ]);
    assert.equal(WIRE_ATTRIBUTE_OPERATORS.length, 11);
    assert.ok(WIRE_ATTRIBUTE_OPERATORS.includes('range'));
    assert.deepEqual(VALUELESS_OPERATORS, ['exists', 'last_seven_days_range', 'last_thirty_days_range']);
    assert.deepEqual(RANGE_OPERATORS, ['range', 'range_upper_excl', 'range_upper_incl']);
    assert.deepEqual(DATE_SHORTCUT_RANGES, {
      last_seven_days_range: { from: 'now-1w', to: 'now' },
      last_thirty_days_range: { from: 'now-1M', to: 'now' },
    });
    for (const op of OPERATORS) assert.ok(OPERATOR_LABELS[op]);
  });

  test('twelve sort choices with RCSB attributes', () => {
    assert.equal(SORT_CHOICES.length, 12);
    assert.deepEqual(
      SORT_CHOICES.map((c) => [c.label, c.sort_by, c.direction]),
      [
        ['Score', 'score', 'desc'],
        ['Release Date', 'rcsb_accession_info.initial_release_date', 'desc'],
        ['Entry ID', 'rcsb_entry_container_identifiers.entry_id', 'asc'],
        ['Resolution', 'rcsb_entry_info.resolution_combined', 'asc'],
        ['Method Priority', 'rcsb_entry_info.structure_determination_methodology_priority', 'asc'],
        ['pLDDT Score', 'rcsb_ma_qa_metric_global.ma_qa_metric_global.value', 'desc'],
        ['Residue Count', 'rcsb_entry_info.deposited_polymer_monomer_count', 'desc'],
        ['Chain Count', 'rcsb_entry_info.deposited_polymer_entity_instance_count', 'desc'],
        ['Entity Count', 'rcsb_entry_info.polymer_entity_count', 'desc'],
        ['Molecular Weight', 'rcsb_entry_info.molecular_weight', 'desc'],
        ['Atom Count', 'rcsb_entry_info.deposited_atom_count', 'desc'],
        ['Component ID', 'rcsb_chem_comp_container_identifiers.comp_id', 'asc'],
      ],
    );
  });

  test('sort attributes exist in the archive schemas', { skip: !hasShared }, () => {
    const schemaText = ['structure_schema.json', 'chemical_schema.json']
      .map((name) => readFileSync(new URL(`archive/schema/${name}`, SHARED), 'utf8'))
      .join('\n');
    for (const choice of SORT_CHOICES.slice(1)) {
      const leaf = choice.sort_by.split('.').at(-1) as string;
      assert.ok(schemaText.includes(`"${leaf}"`), `${choice.sort_by} leaf exists in the schema`);
    }
  });

  test('grouping', () => {
    assert.deepEqual(GROUP_SIMILARITY_CUTOFFS, [100, 95, 90, 70, 50, 30]);
    assert.deepEqual(GROUP_BY_RETURN_TYPES, ['groups', 'representatives']);
    assert.equal(DEFAULT_GROUP_BY_RETURN_TYPE, 'representatives');
    assert.deepEqual(
      GROUP_ORDER_OPTIONS.map((o) => o.sort),
      [
        { sort_by: 'score', direction: 'desc' },
        { sort_by: 'score', direction: 'asc' },
        { sort_by: 'count', direction: 'desc' },
        { sort_by: 'count', direction: 'asc' },
      ],
    );
    assert.deepEqual(
      GROUP_BY_MODES.map((m) => [m.aggregation_method, m.return_type, m.ranking.map((r) => r.label)]),
      [
        [
          'matching_deposit_group_id',
          'entry',
          [
            'Entry Residues (Highest)',
            'Modeled Residues (Highest)',
            'Chain Count (Highest)',
            'Resolution (Best)',
            'Score (Best)',
          ],
        ],
        [
          'sequence_identity',
          'polymer_entity',
          ['Entity Residue Count (Highest)', 'Release Date (Newest)', 'Resolution (Best)', 'Score (Best)'],
        ],
        [
          'matching_uniprot_accession',
          'polymer_entity',
          [
            'Coverage (Largest)',
            'Entity Residue Count (Highest)',
            'Release Date (Newest)',
            'Resolution (Best)',
            'Score (Best)',
          ],
        ],
      ],
    );
    const uniprot = GROUP_BY_MODES[2];
    assert.deepEqual(uniprot?.ranking[0]?.ranking_criteria_type, { sort_by: 'coverage' });
    assert.deepEqual(GROUP_BY_MODES[0]?.ranking[3]?.ranking_criteria_type, {
      sort_by: 'rcsb_entry_info.resolution_combined',
      direction: 'asc',
    });
  });

  test('views, tabs, providers, labels', () => {
    assert.deepEqual(
      RESULT_VIEWS.map((v) => v.label),
      ['Summary', 'Gallery', 'Compact', 'Stats', 'Tabular Report'],
    );
    assert.deepEqual(REPORT_SUBVIEWS, ['pdb_ids', 'custom_report', 'create_custom_report']);
    assert.deepEqual(ALIGNMENT_REFERENCES, ['Query', 'Subject', 'Pairwise']);
    assert.deepEqual(MAIN_TABS, ['Search', 'Query History', 'Browse Annotations', 'MyPDB']);
    assert.deepEqual(
      LOGIN_PROVIDERS.map((p) => p.name),
      ['Google', 'Facebook', 'ORCID'],
    );
    assert.deepEqual(MYPDB_TITLES, {
      help: 'Help',
      login: 'Sign In',
      queries: 'Search Queries',
      account: 'Account Settings',
    });
    assert.equal(HISTORY_STORAGE_KEY, 'queryHistory');
    assert.equal(LABELS.selectValue, '-- Select value --');
    assert.equal(LABELS.more, 'More...');
    assert.equal(LABELS.less, 'Less');
    assert.equal(LABELS.createCustomReport, 'Create Custom Tabular Report');
    assert.equal(LABELS.returnToResults, 'Return to Search Results');
    assert.equal(LABELS.motifAlignment3d, 'Motif alignment in 3D');
    assert.equal(LABELS.pairwiseAlignment3d, '3D pairwise alignment (tm-align)');
    assert.equal(LABELS.myPdbLogin, 'MyPDB Login');
    assert.deepEqual(LABELS.historyColumns, [
      'Query',
      'Include CSM',
      'Result Type',
      'Count',
      'Last run',
      'Save to MyPDB',
    ]);
    assert.deepEqual(LABELS.savedColumns, ['Query', 'Include CSM', 'Result Type', 'Count', 'Saved', 'Notify']);
    assert.deepEqual(LABELS.ligandColumns, ['ID', 'Name', 'Formula', 'Molecular Weight', 'Type']);
    assert.deepEqual(LABELS.accountFields, [
      'Name',
      'Notification Email',
      'Provider',
      'Provider ID',
      'Account Created',
      'Last Update',
    ]);
  });
});

describe('defaults and limits', () => {
  test('defaults of seed 000 §9', () => {
    assert.equal(DEFAULTS.evalueCutoff, 0.1);
    assert.equal(DEFAULT_EVALUE_CUTOFF, 0.1);
    assert.equal(DEFAULTS.identityCutoffPercent, 0);
    assert.equal(DEFAULT_IDENTITY_CUTOFF, 0);
    assert.equal(DEFAULTS.rmsdCutoff, 2);
    assert.equal(DEFAULT_RMSD_CUTOFF, 2);
    assert.equal(DEFAULTS.atomPairingScheme, 'ALL');
    assert.equal(DEFAULTS.structureOperator, 'strict_shape_match');
    assert.equal(DEFAULTS.chemicalType, 'formula');
    assert.equal(DEFAULTS.descriptorType, 'SMILES');
    assert.equal(DEFAULTS.matchType, 'graph-relaxed-stereo');
    assert.equal(DEFAULTS.structOperId, '1');
    assert.equal(DEFAULT_STRUCT_OPER_ID, '1');
    assert.equal(DEFAULTS.fileFormat, 'cif');
    assert.equal(DEFAULTS.rows, 25);
    assert.equal(DEFAULT_ROWS, 25);
    assert.equal(DEFAULTS.start, 0);
    assert.equal(DEFAULT_START, 0);
    assert.equal(MIN_ROWS, 25);
    assert.equal(DEFAULTS.scoringStrategy, 'combined');
    assert.equal(DEFAULT_SCORING_STRATEGY, 'combined');
    assert.deepEqual(DEFAULT_RESULTS_CONTENT_TYPE, ['experimental']);
    assert.deepEqual(CSM_RESULTS_CONTENT_TYPE, ['computational', 'experimental']);
    assert.deepEqual(DEFAULT_SORT, [{ sort_by: 'score', direction: 'desc' }]);
    assert.deepEqual(DEFAULT_GROUPED_SORT, [
      { sort_by: 'score', direction: 'desc' },
      { sort_by: 'count', direction: 'desc' },
    ]);
    assert.equal(DEFAULTS.groupByReturnType, 'representatives');
    assert.equal(DEFAULTS.view, 'summary');
    assert.deepEqual(PAGE_SIZES, [25, 50, 100]);
    assert.equal(SCORING_STRATEGIES[0], 'combined');
  });

  test('limits of both seeds', () => {
    assert.equal(MIN_SEQUENCE_LENGTH, 25);
    assert.equal(MIN_MOTIF_LENGTH, 2);
    assert.equal(MIN_STRUCMOTIF_RESIDUES, 2);
    assert.equal(MAX_STRUCMOTIF_RESIDUES, 10);
    assert.equal(MAX_EXCHANGES, 4);
    assert.equal(HISTORY_SIZE, 50);
    assert.equal(UPLOAD_MAX_BYTES, 10485760);
    assert.equal(LABEL_TRUNCATION, 60);
    assert.deepEqual(
      { ...LIMITS },
      {
        minSequenceLength: 25,
        minMotifLength: 2,
        minStrucmotifResidues: 2,
        maxStrucmotifResidues: 10,
        maxExchanges: 4,
        maxTotalExchanges: 16,
        identityMin: 0,
        identityMax: 100,
        historySize: 50,
        windowHistorySize: 50,
        uploadMaxBytes: 10485760,
        batchFileDownloadThreshold: 2500,
        batchFileDownloadSize: 50,
        idsPerBatch: 10000,
        labelTruncation: 60,
        facetMoreStep: 10,
        suggestMinChars: 2,
        treeSearchMinChars: 3,
        suggesterMinChars: 1,
        releaseDateBinYears: 5,
        chemicalIdLength: 10,
        entryIdLength: 4,
      },
    );
  });

  test('alphabets and identifier patterns', () => {
    assert.deepEqual(SEQUENCE_ALPHABETS, { rna: 'ACUGNI', dna: 'ACTGUNI', protein: 'ARNDCEQGHILKMFPSTWYVOUBZX' });
    assert.ok(ENTRY_ID_PATTERN.test('4HHB'));
    assert.ok(!ENTRY_ID_PATTERN.test('0HHB'));
    assert.ok(!ENTRY_ID_PATTERN.test('4HH'));
    assert.ok(CSM_ID_PATTERN.test('AF_AFP69905F1'));
    assert.ok(!CSM_ID_PATTERN.test('AF_AFP69'));
    assert.ok(PRD_ID_PATTERN.test('PRD_000001'));
    assert.ok(!PRD_ID_PATTERN.test('PRD_0001'));
  });
});
