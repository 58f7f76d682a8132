import type { Antigen, Contraindication } from '../../domain/cdsi/antigen-model';
import { readSeries } from './read-series';
import { childOf, childrenOf, dateOf, durationOf, parseXml, textOf, textsOf, type XmlNode } from './xml-node';

/**
 * One `AntigenSupportingData-*.xml` of CDC's CDSi supporting data, in the project's model. The antigen's name is
 * its series' target disease.
 */
export const readAntigen = (xml: string): Antigen => {
  const root = childOf(parseXml(xml), 'antigenSupportingData');
  const seriesNodes = childrenOf(root, 'series');
  const name = textOf(seriesNodes[0], 'targetDisease') ?? '';
  const immunity = childOf(root, 'immunity');
  const contraindications = childOf(root, 'contraindications');
  return {
    name,
    immunity: {
      bornBefore: dateOf(childOf(immunity, 'dateOfBirth'), 'immunityBirthDate'),
      observationCodes: childrenOf(immunity, 'clinicalHistory').flatMap((history) => textsOf(history, 'guidelineCode')),
    },
    contraindications: [
      ...childrenOf(childOf(contraindications, 'vaccineGroup'), 'contraindication').map((node) =>
        readContraindication(node, []),
      ),
      ...childrenOf(childOf(contraindications, 'vaccine'), 'contraindication').map((node) =>
        readContraindication(
          node,
          childrenOf(node, 'contraindicatedVaccine').flatMap((vaccine) => textsOf(vaccine, 'cvx')),
        ),
      ),
    ],
    series: seriesNodes.map((node) => readSeries(node, name)),
  };
};

const readContraindication = (node: XmlNode, cvx: string[]): Contraindication => ({
  observationCode: textOf(node, 'observationCode') ?? '',
  beginAge: durationOf(node, 'beginAge'),
  endAge: durationOf(node, 'endAge'),
  cvx,
});
