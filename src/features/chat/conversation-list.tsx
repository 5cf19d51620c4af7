import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { messages } from '../../lib/messages';
import type { ChatConversation } from './chat-client';
import { nameOf, previewOf } from './preview';

interface Props {
  conversations: readonly ChatConversation[];
  activeId: string | undefined;
  onOpen(userID: string): void;
}

/** Recent conversations with their unread badges. */
export function ConversationList({ conversations, activeId, onOpen }: Props) {
  if (conversations.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {messages.emptyList}
      </Typography>
    );
  }
  return (
    <List role="list" aria-label="会话列表" disablePadding>
      {conversations.map((c) => {
        const name = nameOf(c);
        return (
          <ListItem key={c.conversationID} disablePadding>
            <ListItemButton
              selected={c.conversationID === activeId}
              aria-label={c.unreadCount > 0 ? `${name}，${c.unreadCount}条未读` : name}
              onClick={() => onOpen(c.userProfile.userID)}
            >
              <ListItemAvatar>
                <Badge color="error" badgeContent={c.unreadCount} max={99}>
                  <Avatar src={c.userProfile.avatar || undefined} alt="">
                    {name.slice(0, 1)}
                  </Avatar>
                </Badge>
              </ListItemAvatar>
              <ListItemText
                primary={name}
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
