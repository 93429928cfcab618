// Which event this device scans for, and at which gate: the fields while
// choosing, then one line, so that the camera gets the screen.
import Edit from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { checkinMessages, formatDate, MAX_GATE_NAME_LENGTH } from "@bawwaba/common";
import { useState } from "react";
import { SelectField } from "../../../components/fields/SelectField";
import { TextInput } from "../../../components/fields/TextInput";
import type { GateEvent } from "../model/gateEvents";

const texts = checkinMessages.setup;

interface ScannerSetupProps {
  events: GateEvent[];
  eventId?: string;
  gate: string;
  onEvent: (eventId: string) => void;
  onGate: (gate: string) => void;
}

export function ScannerSetup({ events, eventId, gate, onEvent, onGate }: ScannerSetupProps) {
  const event = events.find((candidate) => candidate.id === eventId);
  const [editing, setEditing] = useState(!event);

  if (event && !editing) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }} data-testid="scanner-setup-summary">
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
            {texts.eventOption(event.title, formatDate(event.startsAtMillis, event.timeZone))}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {gate.trim() ? texts.gateLabel(gate.trim()) : texts.noGate}
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<Edit />} onClick={() => setEditing(true)} sx={{ minHeight: 48, flexShrink: 0 }}>
          {texts.change}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{checkinMessages.intro}</Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <SelectField
          label={texts.event}
          // A remembered event that is no longer offered shows as no choice.
          value={event?.id ?? ""}
          onChange={(change) => onEvent(change.target.value)}
          sx={{ flex: 2, minWidth: 0 }}
        >
          {!event && <option value="" disabled />}
          {events.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {texts.eventOption(candidate.title, formatDate(candidate.startsAtMillis, candidate.timeZone))}
            </option>
          ))}
        </SelectField>
        <TextInput
          label={texts.gate}
          value={gate}
          onChange={(change) => onGate(change.target.value)}
          helperText={texts.gateHelp(MAX_GATE_NAME_LENGTH)}
          autoComplete="off"
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{ htmlInput: { maxLength: MAX_GATE_NAME_LENGTH } }}
        />
      </Stack>
      {event && (
        <Button variant="contained" size="large" onClick={() => setEditing(false)} sx={{ minHeight: 48, alignSelf: "flex-start" }}>
          {texts.done}
        </Button>
      )}
    </Stack>
  );
}
