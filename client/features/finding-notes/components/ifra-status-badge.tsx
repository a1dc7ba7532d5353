import { Badge } from '#client/components/ui/badge';
import type { FormulaVersionSummary } from '#common/schemas/formula-versions';

/** A version's IFRA status under today's figures: within the limits, or the rules it breaks. */
export function IfraStatusBadge({ ifra }: { ifra: FormulaVersionSummary['ifra'] }) {
  return ifra.compliant ? (
    <Badge variant="success">Within IFRA limits</Badge>
  ) : (
    <Badge variant="warning" title={ifra.violations.map((v) => v.message).join(' ')}>
      Breaks {ifra.violations.length} IFRA {ifra.violations.length === 1 ? 'rule' : 'rules'}
    </Badge>
  );
}
