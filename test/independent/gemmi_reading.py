"""Independent readings of the archive's files with gemmi (Debian's python3-gemmi), printed as JSON
for the node tests that compare the archive's derived attributes with them (issue 19).

    python3 gemmi_reading.py ligand-validation FILE...   per-ligand validation report values
    python3 gemmi_reading.py chains FILE...              per polymer chain (label_asym_id): the
        entity sequence length, the label_seq_id positions covered by helices and by strands
        (gemmi's own helix and sheet records, located through the model's residues), and those
        no residue of the first model occupies
    python3 gemmi_reading.py neighbours FILE...          per ligand (non-polymer, not water) and
        polymer residue whose heavy atoms come within 5 A in the first model (gemmi's
        NeighborSearch, the asymmetric unit only): the closest distance
"""

import json
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


def ligand_validation(path):
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


def main():
    mode, files = sys.argv[1], sys.argv[2:]
    if mode == 'ligand-validation':
        result = {f: ligand_validation(f) for f in files}
    elif mode == 'neighbours':
        result = {f: neighbours(f) for f in files}
    elif mode == 'chains':
        result = {f: chains(f) for f in files}
    else:
        sys.exit('unknown mode ' + mode)
    json.dump(result, sys.stdout)


main()
