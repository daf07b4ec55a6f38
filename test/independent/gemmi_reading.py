"""Independent readings of the archive's files with gemmi (Debian's python3-gemmi), printed as JSON
for the node tests that compare the archive's derived attributes with them (issue 19).

    python3 gemmi_reading.py ligand-validation FILE...   per-ligand validation report values, with
        each ligand's completeness from its entry file (heavy atoms of the first model over those
        of its chem_comp formula)
    python3 gemmi_reading.py chains FILE...              per polymer chain (label_asym_id): the
        entity sequence length, the label_seq_id positions covered by helices and by strands
        (gemmi's own helix and sheet records, located through the model's residues), and those
        no residue of the first model occupies
    python3 gemmi_reading.py neighbours FILE...          per ligand (non-polymer, not water) and
        polymer residue whose heavy atoms come within 5 A in the first model (gemmi's
        NeighborSearch, the asymmetric unit only): the closest distance
    python3 gemmi_reading.py deuterated-waters FILE...   per label_asym_id: the DOD residues of the
        first model
    python3 gemmi_reading.py operator-symmetry FILE...   per assembly whose symmetry follows from
        its pdbx_struct_oper_list operators alone (one generator, each polymer entity once in it,
        so no two chains of the asymmetric unit are equivalent; operators that form a group, or
        screw motions about one axis): the Schoenflies symbol of that group, classified by the
        orders of its elements (no coordinates, no superposition), or 'H' for the screws
    python3 gemmi_reading.py entry-summary FILE...       per entry (keyed by _entry.id): title,
        experimental methods, resolution_combined, initial release date, the canonical sequence of
        each polymer entity and the component of each non-polymer entity (the Data API's summary
        fields, issue 33), from the file's categories alone
"""

import json
import math
import os
import re
import sys

import gemmi


def table(block, category, items):
    """Rows of a category as dicts of raw strings; None for '?' and '.'; [] when absent."""
    prefix = '_' + category + '.'
    found = [item for item in items if block.find_value(prefix + item) is not None or block.find_loop(prefix + item)]
    if not found:
        return []
    t = block.find(prefix, found)
    rows = []
    for row in t:
        rows.append({item: (None if gemmi.cif.is_null(row[i]) else gemmi.cif.as_string(row[i])) for i, item in enumerate(found)})
    return rows


def first_model_residues(path):
    structure = gemmi.read_structure(path, merge_chain_parts=False)
    for chain in structure[0]:
        yield from chain


def heavy_atoms_by_asym(entry_path):
    """First model, per label_asym_id: (comp id, [(atom name, altloc)]) of its heavy atoms."""
    out = {}
    for residue in first_model_residues(entry_path):
        for atom in residue:
            if atom.element.name in ('H', 'D'):
                continue
            comp, atoms = out.setdefault(residue.subchain, (residue.name, []))
            atoms.append((atom.name, atom.altloc if atom.altloc != '\0' else None))
    return out


def completeness(modelled, alt, formulas):
    """Distinct heavy atoms of the conformer (or of none) over the formula's heavy atoms, 2 decimals."""
    comp, atoms = modelled
    expected = 0
    for token in (formulas.get(comp) or '').split():
        element = token.rstrip('0123456789')
        if element.isalpha() and element.upper() not in ('H', 'D'):  # '2', '-2': the formula's charge
            expected += int(token[len(element):] or 1)
    names = {name for name, altloc in atoms if altloc is None or alt is None or altloc == alt}
    return round(min(1.0, len(names) / expected), 2)


def ligand_validation(path):
    entry_path = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(path))), 'entries',
                              os.path.basename(path).replace('_validation.cif.gz', '.cif.gz'))
    modelled = heavy_atoms_by_asym(entry_path) if os.path.exists(entry_path) else {}
    formulas = {r['id']: r['formula'] for r in table(gemmi.cif.read(entry_path).sole_block(), 'chem_comp', ['id', 'formula'])} if modelled else {}
    block = gemmi.cif.read(path).sole_block()
    instances = table(block, 'pdbx_vrpt_model_instance', [
        'id', 'PDB_model_num', 'label_asym_id', 'label_seq_id', 'label_comp_id', 'label_alt_id',
        'count_mogul_bond_outliers', 'count_mogul_angle_outliers', 'count_chiral_outliers'])
    first_model = min(int(r['PDB_model_num']) for r in instances)
    by_id = {r['id']: r for r in instances}
    density = {r['instance_id']: r for r in table(block, 'pdbx_vrpt_model_instance_density', ['instance_id', 'RSR', 'RSRCC', 'natoms_eds'])}
    geometry = {r['instance_id']: r for r in table(block, 'pdbx_vrpt_model_instance_geometry', [
        'instance_id', 'program_for_bond_angle_geometry', 'bonds_RMSZ', 'num_bonds_RMSZ', 'angles_RMSZ',
        'num_angles_RMSZ', 'average_occupancy'])}
    fitting = {r['instance_id']: r for r in table(block, 'pdbx_vrpt_model_instance_map_fitting', ['instance_id', 'Q_score'])}
    clashes = table(block, 'pdbx_vrpt_instance_clashes', ['cid', 'instance_id'])
    mogul = {}
    for kind, atoms in (('bond', ['atom_1', 'atom_2']), ('angle', ['atom_1', 'atom_2', 'atom_3'])):
        for r in table(block, 'pdbx_vrpt_instance_mogul_%s_outliers' % kind, ['instance_id', 'obsval', 'mean', 'Zscore'] + atoms):
            mogul.setdefault(r['instance_id'], []).append(
                ['MOGUL_%s_OUTLIER' % kind.upper(), ','.join(r[a] for a in atoms), float(r['obsval']), float(r['mean']), float(r['Zscore'])])
    rsrz = {r['instance_id']: r['RSRZ'] for r in table(block, 'pdbx_vrpt_model_instance_density', ['instance_id', 'RSRZ'])}
    partners = {}
    for r in clashes:
        partners.setdefault(r['cid'], []).append(r['instance_id'])
    inter = {}
    for pair in partners.values():
        if len(pair) == 2 and by_id[pair[0]]['label_asym_id'] != by_id[pair[1]]['label_asym_id']:
            for i in set(pair):
                inter[i] = inter.get(i, 0) + 1
    out = {}
    outliers = {}
    for r in instances:
        if r['label_seq_id'] is not None or r['label_comp_id'] == 'HOH' or int(r['PDB_model_num']) != first_model:
            continue
        record = {'alt_id': r['label_alt_id']}
        d = density.get(r['id'], {})
        record.update(RSR=d.get('RSR'), RSCC=d.get('RSRCC'), natoms_eds=d.get('natoms_eds'))
        record['Q_score'] = fitting.get(r['id'], {}).get('Q_score')
        g = geometry.get(r['id'], {})
        record['average_occupancy'] = g.get('average_occupancy')
        if g.get('program_for_bond_angle_geometry') == 'mogul':
            record.update(mogul_bonds_RMSZ=g.get('bonds_RMSZ'), num_mogul_bonds_RMSZ=g.get('num_bonds_RMSZ'),
                          mogul_angles_RMSZ=g.get('angles_RMSZ'), num_mogul_angles_RMSZ=g.get('num_angles_RMSZ'),
                          mogul_bond_outliers=r.get('count_mogul_bond_outliers') or '0',
                          mogul_angle_outliers=r.get('count_mogul_angle_outliers') or '0')
        if 'count_chiral_outliers' in r:
            record['stereo_outliers'] = r['count_chiral_outliers'] or '0'
        if clashes:
            record['intermolecular_clashes'] = str(inter.get(r['id'], 0))
        found = sorted(mogul.get(r['id'], []))
        if rsrz.get(r['id']) is not None and float(rsrz[r['id']]) > 2:
            found.append(['RSRZ_OUTLIER', float(rsrz[r['id']])])
        if d.get('RSRCC') is not None and float(d['RSRCC']) < 0.65:
            found.append(['RSCC_OUTLIER', float(d['RSRCC'])])
        outliers.setdefault(r['label_asym_id'], []).extend(found)
        numbers = {k: float(v) for k, v in record.items() if k != 'alt_id' and v is not None}
        if r['label_alt_id'] is not None:
            numbers['alt_id'] = r['label_alt_id']
        if r['label_asym_id'] in modelled:
            numbers['completeness'] = completeness(modelled[r['label_asym_id']], r['label_alt_id'], formulas)
        out.setdefault(r['label_asym_id'], []).append(numbers)
    return {'scores': out, 'outliers': outliers}


def label_positions(chain_index, start, end):
    """label_seq_id of the residues from start to end (auth addresses) in one chain of model 1."""
    residues = chain_index.get(start.chain_name)
    if residues is None:
        return None, []
    seqs = [r.label_seq for r in residues]
    keys = [(r.seqid.num, r.seqid.icode) for r in residues]
    try:
        i = keys.index((start.res_id.seqid.num, start.res_id.seqid.icode))
        j = keys.index((end.res_id.seqid.num, end.res_id.seqid.icode))
    except ValueError:
        return None, []
    span = residues[i:j + 1]
    return span[0].subchain if span else None, [r.label_seq for r in span if r.label_seq is not None]


def chains(path):
    st = gemmi.read_structure(path)
    st.setup_entities()
    model = st[0]
    chain_index = {ch.name: list(ch) for ch in model}
    out = {}
    lengths = {}
    for entity in st.entities:
        if entity.entity_type == gemmi.EntityType.Polymer and entity.full_sequence:
            for sub in entity.subchains:
                lengths[sub] = len(entity.full_sequence)
    observed = {}
    for ch in model:
        for r in ch:
            if r.label_seq is not None:
                observed.setdefault(r.subchain, set()).add(r.label_seq)
    for sub, length in lengths.items():
        out[sub] = {'length': length, 'helix': set(), 'strand': set(),
                    'unobserved': sorted(set(range(1, length + 1)) - observed.get(sub, set()))}
    for helix in st.helices:
        sub, seqs = label_positions(chain_index, helix.start, helix.end)
        if sub in out:
            out[sub]['helix'].update(seqs)
    for sheet in st.sheets:
        for strand in sheet.strands:
            sub, seqs = label_positions(chain_index, strand.start, strand.end)
            if sub in out:
                out[sub]['strand'].update(seqs)
    for record in out.values():
        record['helix'] = sorted(record['helix'])
        record['strand'] = sorted(record['strand'])
    return out


def neighbours(path, cutoff=5.0):
    st = gemmi.read_structure(path)
    st.setup_entities()
    st.remove_hydrogens()
    model = st[0]
    kinds = {}
    for entity in st.entities:
        for sub in entity.subchains:
            kinds[sub] = entity.entity_type
    search = gemmi.NeighborSearch(model, st.cell, cutoff + 1).populate()
    closest = {}
    for chain in model:
        for residue in chain:
            if kinds.get(residue.subchain) != gemmi.EntityType.NonPolymer:
                continue
            for atom in residue:
                for mark in search.find_atoms(atom.pos, '\0', radius=cutoff):
                    if mark.image_idx != 0:
                        continue
                    cra = mark.to_cra(model)
                    if kinds.get(cra.residue.subchain) != gemmi.EntityType.Polymer:
                        continue
                    d = atom.pos.dist(cra.atom.pos)
                    if d > cutoff:
                        continue
                    seq = cra.residue.label_seq if cra.residue.label_seq is not None else cra.residue.seqid.num
                    key = '%s|%s|%s' % (residue.subchain, cra.residue.subchain, seq)
                    if key not in closest or d < closest[key]:
                        closest[key] = d
    return closest


def compose(a, b):
    """a after b, both (rotation rows, translation)."""
    ra, ta = a
    rb, tb = b
    r = [[sum(ra[i][k] * rb[k][j] for k in range(3)) for j in range(3)] for i in range(3)]
    t = [sum(ra[i][k] * tb[k] for k in range(3)) + ta[i] for i in range(3)]
    return r, t


def inverse(a):
    r, t = a
    rt = [[r[j][i] for j in range(3)] for i in range(3)]
    return rt, [-sum(rt[i][k] * t[k] for k in range(3)) for i in range(3)]


def same(a, b, rotation_tolerance=1e-2, translation_tolerance=0.5):
    return (all(abs(a[0][i][j] - b[0][i][j]) < rotation_tolerance for i in range(3) for j in range(3))
            and all(abs(a[1][i] - b[1][i]) < translation_tolerance for i in range(3)))


IDENTITY = ([[1, 0, 0], [0, 1, 0], [0, 0, 1]], [0, 0, 0])


def element_order(g):
    power = g
    for k in range(1, 61):
        if same(power, IDENTITY):
            return k
        power = compose(g, power)
    return 0


def schoenflies(group):
    n = len(group)
    orders = [element_order(g) for g in group]
    highest = max(orders)
    if n == 1:
        return 'C1'
    if highest == n:
        return 'C%d' % n
    polyhedral = {(12, 3): 'T', (24, 4): 'O', (60, 5): 'I'}
    if (n, highest) in polyhedral:
        return polyhedral[(n, highest)]
    if n == 2 * highest:
        return 'D%d' % highest
    return '?'


def screw(a):
    """(unit axis, angle in degrees, rise) of a rigid motion."""
    r, t = a
    angle = math.degrees(math.acos(max(-1.0, min(1.0, (r[0][0] + r[1][1] + r[2][2] - 1) / 2))))
    axis = [r[2][1] - r[1][2], r[0][2] - r[2][0], r[1][0] - r[0][1]]
    norm = math.sqrt(sum(v * v for v in axis)) or 1.0
    axis = [v / norm for v in axis]
    return axis, angle, sum(axis[i] * t[i] for i in range(3))


def operator_symmetry(path):
    block = gemmi.cif.read(path).sole_block()
    gens = table(block, 'pdbx_struct_assembly_gen', ['assembly_id', 'oper_expression', 'asym_id_list'])
    entity_of = {r['id']: r['entity_id'] for r in table(block, 'struct_asym', ['id', 'entity_id'])}
    polymers = {r['entity_id'] for r in table(block, 'entity_poly', ['entity_id'])}
    operators = {}
    for r in table(block, 'pdbx_struct_oper_list', ['id'] + ['matrix[%d][%d]' % (i, j) for i in (1, 2, 3) for j in (1, 2, 3)] + ['vector[%d]' % i for i in (1, 2, 3)]):
        operators[r['id']] = ([[float(r['matrix[%d][%d]' % (i, j)]) for j in (1, 2, 3)] for i in (1, 2, 3)],
                              [float(r['vector[%d]' % i]) for i in (1, 2, 3)])
    counts = {}
    for g in gens:
        counts[g['assembly_id']] = counts.get(g['assembly_id'], 0) + 1
    out = {}
    for g in gens:
        if counts[g['assembly_id']] != 1:
            continue
        entities = [entity_of[a] for a in g['asym_id_list'].split(',') if entity_of.get(a) in polymers]
        if not entities or len(entities) != len(set(entities)):
            continue
        lists = re.findall(r'\(([^)]*)\)', g['oper_expression']) or [g['oper_expression']]
        if len(lists) > 2 or (len(lists) == 2 and len(expand(lists[0])) != 1):
            continue
        ops = [operators[i] for i in expand(lists[-1])]
        if len(lists) == 2:
            first = operators[expand(lists[0])[0]]
            ops = [compose(first, op) for op in ops]
        candidates = [compose(op, inverse(ops[0])) for op in ops]
        group = [c for c in candidates if all(any(same(compose(c, op), other) for other in ops) for op in ops)]
        symbol = schoenflies(group) if len(group) == len(ops) else None
        if len(group) == 1 and len(ops) >= 3:
            screws = [screw(c) for c in candidates[1:]]
            turning = [a for a, angle, rise in screws if angle > 1]
            reference = turning[0] if turning else None
            if (reference and all(abs(rise) >= 1 for a, angle, rise in screws)
                    and all(abs(sum(a[i] * reference[i] for i in range(3))) > 0.99 for a in turning)
                    and any(angle >= 5 for a, angle, rise in screws)):
                symbol = 'H'
        if symbol is None:
            continue  # the operators are not a group: the point group does not follow from them
        out[g['assembly_id']] = {'symbol': symbol, 'operators': len(ops)}
    return out


def expand(text):
    ids = []
    for part in text.split(','):
        part = part.strip()
        m = re.match(r'^(\d+)-(\d+)$', part)
        ids.extend([str(i) for i in range(int(m.group(1)), int(m.group(2)) + 1)] if m else [part])
    return ids


def deuterated_waters(path):
    counts = {}
    for residue in first_model_residues(path):
        if residue.name == 'DOD':
            counts[residue.subchain] = counts.get(residue.subchain, 0) + 1
    return counts


# The dictionary's enumeration of exptl.method.
EXPTL_METHODS = {
    'ELECTRON CRYSTALLOGRAPHY', 'ELECTRON MICROSCOPY', 'EPR', 'FIBER DIFFRACTION', 'FLUORESCENCE TRANSFER',
    'INFRARED SPECTROSCOPY', 'NEUTRON DIFFRACTION', 'POWDER DIFFRACTION', 'SOLID-STATE NMR', 'SOLUTION NMR',
    'SOLUTION SCATTERING', 'THEORETICAL MODEL', 'X-RAY DIFFRACTION'}
# The methods whose resolution is refine.ls_d_res_high (the RCSB schema's text of resolution_combined).
DIFFRACTION_METHODS = {
    'X-RAY DIFFRACTION', 'FIBER DIFFRACTION', 'POWDER DIFFRACTION', 'ELECTRON CRYSTALLOGRAPHY', 'NEUTRON DIFFRACTION'}


def text(row, item):
    """A row's value with its ends trimmed; None when null or blank."""
    value = (row.get(item) or '').strip()
    return value or None


def method_name(method):
    """The enumeration's spelling of a method written in another case or spacing ('X-ray diffraction')."""
    key = ' '.join(method.split()).upper()
    return key if key in EXPTL_METHODS else method.strip()


def positive(value):
    try:
        number = float(value) if value is not None else None
    except ValueError:
        return None
    return number if number is not None and math.isfinite(number) and number > 0 else None


def lowest(values):
    found = [v for v in values if v is not None]
    return min(found) if found else None


def combined_resolution(block, methods):
    """One value per distinct method that has one: a diffraction method's refinement (matched by
    refine.pdbx_refine_id; an unlabelled refinement belongs to a lone method or is a lone refinement),
    else its data collection's reflns.d_resolution_high; electron microscopy's reconstruction, the
    FSC 0.143 cut-off first. Lowest value where several rows state one; equal values once."""
    distinct = list(dict.fromkeys(methods))
    refine = table(block, 'refine', ['pdbx_refine_id', 'ls_d_res_high'])
    reflns = table(block, 'reflns', ['d_resolution_high'])
    em = table(block, 'em_3d_reconstruction', ['resolution', 'resolution_method'])
    values = []
    for method in distinct:
        value = None
        if method in DIFFRACTION_METHODS:
            value = lowest(positive(text(r, 'ls_d_res_high')) for r in refine
                           if (method_name(text(r, 'pdbx_refine_id')) == method if text(r, 'pdbx_refine_id')
                               else len(distinct) == 1 or len(refine) == 1))
            if value is None:
                value = lowest(positive(text(r, 'd_resolution_high')) for r in reflns)
        elif method == 'ELECTRON MICROSCOPY':
            fsc = [r for r in em if (text(r, 'resolution_method') or '').upper() == 'FSC 0.143 CUT-OFF']
            value = lowest(positive(text(r, 'resolution')) for r in fsc)
            if value is None:
                value = lowest(positive(text(r, 'resolution')) for r in em)
        if value is not None and value not in values:
            values.append(value)
    return values


def day(value):
    match = re.match(r'^(\d{4}-\d{2}-\d{2})', value or '')
    return match.group(1) if match else None


def initial_release(block):
    """The earliest revision of the entry's own history ('Structure model': computed models also list
    revisions of other content), else the earliest of an older file's database_PDB_rev."""
    dates = [day(text(r, 'revision_date')) for r in table(block, 'pdbx_audit_revision_history',
                                                          ['revision_date', 'data_content_type'])
             if text(r, 'data_content_type') in (None, 'Structure model')]
    dates = [d for d in dates if d] or [d for d in (day(text(r, 'date')) for r in table(block, 'database_PDB_rev', ['date'])) if d]
    return min(dates) if dates else None


def entry_summary(path):
    block = gemmi.cif.read(path).sole_block()
    first = lambda category, item: next((text(r, item) for r in table(block, category, [item])), None)
    entry_id = first('entry', 'id').upper()
    methods = [method_name(m) for m in (text(r, 'method') for r in table(block, 'exptl', ['method'])) if m]
    kinds = {text(r, 'id'): (text(r, 'type') or '').lower() for r in table(block, 'entity', ['id', 'type'])}
    sequences = {text(r, 'entity_id'): text(r, 'pdbx_seq_one_letter_code_can')
                 for r in table(block, 'entity_poly', ['entity_id', 'pdbx_seq_one_letter_code_can'])}
    components = {}
    # an entity pdbx_entity_nonpoly leaves out still names its component in the scheme
    for category, item in (('pdbx_entity_nonpoly', 'comp_id'), ('pdbx_nonpoly_scheme', 'mon_id')):
        for r in table(block, category, ['entity_id', item]):
            if text(r, item):
                components.setdefault(text(r, 'entity_id'), text(r, item))
    return {
        'id': entry_id,
        'title': first('struct', 'title'),
        'methods': methods,
        'resolution': combined_resolution(block, methods),
        'initial_release': initial_release(block),
        'polymers': {'%s_%s' % (entry_id, e): re.sub(r'\s+', '', sequences.get(e) or '') or None
                     for e, kind in kinds.items() if kind == 'polymer'},
        # water is an entity too, but no non-polymer one
        'nonpolymer_components': sorted(components.get(e) or '?' for e, kind in kinds.items() if kind == 'non-polymer'),
    }

def main():
    mode, files = sys.argv[1], sys.argv[2:]
    if mode == 'ligand-validation':
        result = {f: ligand_validation(f) for f in files}
    elif mode == 'neighbours':
        result = {f: neighbours(f) for f in files}
    elif mode == 'chains':
        result = {f: chains(f) for f in files}
    elif mode == 'deuterated-waters':
        result = {f: deuterated_waters(f) for f in files}
    elif mode == 'operator-symmetry':
        result = {f: operator_symmetry(f) for f in files}
    elif mode == 'entry-summary':
        result = {f: entry_summary(f) for f in files}
    else:
        sys.exit('unknown mode ' + mode)
    json.dump(result, sys.stdout)


main()
