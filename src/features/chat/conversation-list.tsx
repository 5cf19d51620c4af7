import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Loading } from '../../components/loading';
import { fillText, messages } from '../../lib/messages';
import type { ChatConversation } from './chat-client';
import { nameOf, previewOf } from './preview';
import * as chatTexts from '../../../generated/texts/chat';

interface Props {
  conversations: readonly ChatConversation[];
  /** the list has answered: before, an empty list is still loading */
  listed: boolean;
  activeId: string | undefined;
  onOpen(userID: string): void;
}

/** Recent conversations with their unread badges. */
export function ConversationList({ conversations, listed, activeId, onOpen }: Props) {
  if (conversations.length === 0 && !listed) return <Loading />;
  if (conversations.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {messages.emptyList}
      </Typography>
    );
  }
  return (
    <List role="list" aria-label={chatTexts.conversations} disablePadding>
      {conversations.map((c) => {
        const name = nameOf(c);
        return (
          <ListItem key={c.conversationID} disablePadding>
            {/* named by its content (name, unread count, last message): a label of its own would hide the
                visible preview from a screen reader and fail WCAG 2.5.3 (label in name) */}
            <ListItemButton selected={c.conversationID === activeId} onClick={() => onOpen(c.userProfile.userID)}>
              <ListItemAvatar>
                <Badge
                  color="error"
                  badgeContent={c.unreadCount}
                  max={99}
                  slotProps={{ badge: { 'aria-hidden': true } }}
                >
                  <Avatar src={c.userProfile.avatar || undefined} alt="">
                    {name.slice(0, 1)}
                  </Avatar>
                </Badge>
              </ListItemAvatar>
              <ListItemText
                primary={
                  <>
                    {name}
                    {c.unreadCount > 0 && (
                      <span className="visually-hidden">{fillText(chatTexts.unread, { n: c.unreadCount })}</span>
                    )}
                  </>
                }
                secondary={previewOf(c.lastMessage)}
                slotProps={{ secondary: { noWrap: true } }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
