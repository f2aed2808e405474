// Side or three-quarter: which way the car is drawn. Native radio buttons in a labelled group, so arrow keys move
// between the views and a screen reader announces the group. Changing the view with a picture shown draws the
// same car and film again in the new view (a render of its own, decision 034).
import { RENDER_VIEWS, type RenderView } from '@wrapsmith/core/rules';
import { useVisualizerMessages } from './use-messages.ts';
import { useStableId } from './use-stable-id.ts';

export interface ViewSwitchProps {
  value: RenderView;
  onChange: (view: RenderView) => void;
  disabled?: boolean;
}

export function ViewSwitch({ value, onChange, disabled = false }: ViewSwitchProps) {
  const M = useVisualizerMessages();
  const name = useStableId('view');
  return (
    <fieldset className="wsv-views" disabled={disabled}>
      <legend className="wsv-views__legend">{M.view}</legend>
      {RENDER_VIEWS.map((view) => (
        <label key={view} className="wsv-views__option">
          <input type="radio" name={name} value={view} checked={value === view} onChange={() => onChange(view)} />
          <span>{M.views[view]}</span>
        </label>
      ))}
    </fieldset>
  );
}
