import { act, screen, waitFor, within } from '@testing-library/react';
import { forwardRef, type ComponentProps } from 'react';
import type * as NativeSelectModule from '@mui/material/NativeSelect';
import { i18n } from '@/i18n/i18n';
import { renderRoute } from '../../render';

// On a slow phone a select's redraw (MUI's outlined input, and the duration's options, each a
// plural text) was most of the work of a key and of a refused submit (docs/performance.md). Each
// draw of the form's selects is counted here, by the id of the select drawn.
const drawn = vi.hoisted(() => ({ ids: [] as string[] }));

vi.mock('@mui/material/NativeSelect', async (importOriginal) => {
  const { default: NativeSelect } = await importOriginal<typeof NativeSelectModule>();
  type Props = ComponentProps<typeof NativeSelect>;
  const Counted = Object.assign(
    forwardRef<HTMLDivElement, Props>(function Counted(props, ref) {
      drawn.ids.push(String(props.inputProps?.id));
      return <NativeSelect ref={ref} {...props} />;
    }),
    // What MUI's FormControl looks for in its children.
    { muiName: 'Select' },
  );
  return { default: Counted };
});

const draws = (id: string) => drawn.ids.filter((drawnId) => drawnId === id).length;

test('neither a refused submit nor a key draws the selects again', async () => {
  const { user } = await renderRoute('/hourly', { session: { zoneCode: 'RI-Z1', ticketType: 'hourly' } });
  const plate = await screen.findByRole('textbox', { name: /Licence plate/ });
  // The zone's two tariffs: both selects are there.
  expect(screen.getByRole('combobox', { name: /Tariff/ })).toBeVisible();
  expect(screen.getByRole('combobox', { name: /Duration/ })).toBeVisible();
  const before = { tariff: draws('ticket-tariff'), duration: draws('ticket-duration') };

  const priceBar = within(screen.getByRole('group', { name: 'Price and next step' }));
  await user.click(priceBar.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Fill in all mandatory fields.')).toBeVisible();
  expect(await screen.findByText('The form is invalid.')).toBeVisible();
  await user.type(plate, 'RI');
  await waitFor(() => expect(plate).toHaveValue('RI'));

  expect({ tariff: draws('ticket-tariff'), duration: draws('ticket-duration') }).toEqual(before);
  // The count sees a redraw: a change of language draws both selects again.
  await act(() => i18n.changeLanguage('de'));
  expect(draws('ticket-duration')).toBeGreaterThan(before.duration);
  expect(draws('ticket-tariff')).toBeGreaterThan(before.tariff);
});
