import { useState } from 'react';
import { MSG } from '#common/messages';
import { VISIBILITIES } from '#common/constants';
import type { Settings } from '#common/schemas/profile';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Label } from '#client/components/ui/label';
import { RadioGroup, RadioGroupItem } from '#client/components/ui/radio-group';
import { Switch } from '#client/components/ui/switch';
import { notify } from '#client/lib/notify';
import { useSaveSettings } from '#client/features/profile/api/own-profile';

const VISIBILITY_LABELS = {
  public: 'Public — anyone can see your profile',
  contacts: 'Contacts — only people you follow',
  private: 'Private — only you',
} as const;

/** Settings: changed locally, saved only with Save Settings. */
export function SettingsTab({ settings }: { settings: Settings }) {
  const [draft, setDraft] = useState(settings);
  const save = useSaveSettings();
  const toggle = (id: string, label: string, checked: boolean, onChange: (v: boolean) => void) => (
    <div className="flex items-center justify-between gap-4 py-2">
      <Label htmlFor={id}>{label}</Label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
  const handleSave = async () => {
    try {
      setDraft(await save.mutateAsync(draft));
      notify.success(MSG.settingsSaved, MSG.settingsSavedDescription);
    } catch {
      notify.error(MSG.failedToSave, MSG.failedToSaveDescription);
    }
  };
  const n = draft.notifications;
  const p = draft.privacy;
  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Notifications</CardTitle>
          <CardDescription>What we may email you about.</CardDescription>
        </CardHeader>
        <CardContent className="divide-y divide-border">
          {toggle('set-email', 'Email notifications', n.email, (v) => setDraft({ ...draft, notifications: { ...n, email: v } }))}
          {toggle('set-marketing', 'Marketing emails', n.marketing, (v) => setDraft({ ...draft, notifications: { ...n, marketing: v } }))}
          {toggle('set-activity', 'Activity updates', n.activityUpdates, (v) =>
            setDraft({ ...draft, notifications: { ...n, activityUpdates: v } }),
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Privacy</CardTitle>
          <CardDescription>
            Who can see your profile, your posts and your comments (admins always can). Contacts are the people you follow: someone
            following you does not make them a contact.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <RadioGroup
            aria-label="Profile visibility"
            value={p.profileVisibility}
            onValueChange={(v) =>
              setDraft({ ...draft, privacy: { ...p, profileVisibility: v as Settings['privacy']['profileVisibility'] } })
            }
          >
            {VISIBILITIES.map((v) => (
              <div key={v} className="flex items-center gap-2">
                <RadioGroupItem id={`vis-${v}`} value={v} />
                <Label htmlFor={`vis-${v}`}>{VISIBILITY_LABELS[v]}</Label>
              </div>
            ))}
          </RadioGroup>
          {toggle('set-share', 'Share activity', p.shareActivity, (v) => setDraft({ ...draft, privacy: { ...p, shareActivity: v } }))}
        </CardContent>
      </Card>
      <Button className="justify-self-start" onClick={handleSave} disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save Settings'}
      </Button>
    </div>
  );
}
