import { type CdsiSchedule, cdsiScheduleSchema } from '../../domain/cdsi/antigen-model';
import { readAntigen } from './read-antigen';
import { childOf, childrenOf, durationOf, parseXml, textOf, textsOf } from './xml-node';

/**
 * CDC's CDSi supporting data (v4.x) in the project's schedule model: `ScheduleSupportingData.xml` and every
 * `AntigenSupportingData-*.xml`, as texts, so the caller decides where they come from. Throws when the result does
 * not follow the model.
 *
 * @example
 * const schedule = readSupportingData({
 *   scheduleXml: readFileSync('ScheduleSupportingData.xml', 'utf8'),
 *   antigenXmls: [readFileSync('AntigenSupportingData- Measles-508.xml', 'utf8')],
 * });
 */
export const readSupportingData = ({
  scheduleXml,
  antigenXmls,
}: {
  scheduleXml: string;
  antigenXmls: readonly string[];
}): CdsiSchedule => {
  const root = childOf(parseXml(scheduleXml), 'scheduleSupportingData');
  const groupAntigens = new Map(
    childrenOf(childOf(root, 'vaccineGroupToAntigenMap'), 'vaccineGroupMap').map((map) => [
      textOf(map, 'name') ?? '',
      textsOf(map, 'antigen'),
    ]),
  );
  return cdsiScheduleSchema.parse({
    antigens: antigenXmls.map(readAntigen),
    vaccineGroups: childrenOf(childOf(root, 'vaccineGroups'), 'vaccineGroup').map((group) => {
      const name = textOf(group, 'name') ?? '';
      return {
        name,
        antigens: groupAntigens.get(name) ?? [],
        isAdministeredWhole: textOf(group, 'administerFullVaccineGroup') === 'Yes',
      };
    }),
    vaccines: childrenOf(childOf(root, 'cvxToAntigenMap'), 'cvxMap').map((map) => ({
      cvx: textOf(map, 'cvx') ?? '',
      name: textOf(map, 'shortDescription') ?? '',
      antigens: childrenOf(map, 'association').map((association) => ({
        antigen: textOf(association, 'antigen') ?? '',
        beginAge: durationOf(association, 'associationBeginAge'),
        endAge: durationOf(association, 'associationEndAge'),
      })),
    })),
    liveVirusConflicts: childrenOf(childOf(root, 'liveVirusConflicts'), 'liveVirusConflict').map((conflict) => ({
      previousCvx: textOf(childOf(conflict, 'previous'), 'cvx') ?? '',
      currentCvx: textOf(childOf(conflict, 'current'), 'cvx') ?? '',
      beginInterval: durationOf(conflict, 'conflictBeginInterval'),
      minimumEndInterval: durationOf(conflict, 'minConflictEndInterval'),
      endInterval: durationOf(conflict, 'conflictEndInterval'),
    })),
    observations: childrenOf(childOf(root, 'observations'), 'observation').map((observation) => ({
      code: textOf(observation, 'observationCode') ?? '',
      title: textOf(observation, 'observationTitle') ?? '',
    })),
  });
};
