import { useState } from 'react';
import { Link } from 'react-router';
import type { RebalanceChange } from '#common/formula';
import { MAX_VERSION_NOTE_LENGTH } from '#common/schemas/formula-versions';
import { useSaveVersion } from '#client/features/finding-notes/api/save-version';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Field } from '#client/components/ui/field';
import { Textarea } from '#client/components/ui/textarea';
import { notify } from '#client/lib/notify';
import type { Formula } from '#common/formula';

interface SaveVersionCardProps {
  /** The opened saved formula the changes are made to. */
  formula: { id: string; name: string; ref: string };
  changes: RebalanceChange[];
  /** Whether the formula on screen differs from the version last saved. */
  changed: boolean;
  onSaved(formula: Formula): void;
}

/** An opened formula of one's own: save what is on screen as its next version, with an optional note. */
export function SaveVersionCard({ formula, changes, changed, onSaved }: SaveVersionCardProps) {
  const save = useSaveVersion();
  const [note, setNote] = useState('');
  const tooLong = note.length > MAX_VERSION_NOTE_LENGTH;

  const handleSave = async () => {
    try {
      const saved = await save.mutateAsync({ id: formula.id, input: { ref: formula.ref, changes, note: note.trim() || undefined } });
      setNote('');
      onSaved(saved.formula);
      notify.success('Version saved', `“${saved.name}” is now at version ${saved.version}.`);
    } catch (err) {
      notify.error('Could not save this version', err instanceof Error ? err.message : undefined);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Versions of “{formula.name}”
        </CardTitle>
        <CardDescription>
          Every save is a version you can compare and restore.{' '}
          <Link to={`/formulas/${formula.id}`} className="underline">
            History and lab sheet
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Field
          id="fn-version-note"
          label="Note for this version (optional)"
          error={tooLong ? `The note must be at most ${MAX_VERSION_NOTE_LENGTH} characters` : undefined}
        >
          <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} placeholder="e.g. less lemon, more musk" />
        </Field>
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={handleSave} disabled={!changed || tooLong || save.isPending}>
            {save.isPending ? 'Saving…' : 'Save as new version'}
          </Button>
          {!changed && <span className="text-sm text-muted-foreground">Change the formula to save a new version.</span>}
        </div>
      </CardContent>
    </Card>
  );
}
