package game

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestMsgTravelsAsJSON(t *testing.T) {
	m := M("online.timeout.computer", "Who", Colour("Red"), "Level", M("level.expert"), "Count", 3, "Name", "Lena", "Share", 0.5)
	b, err := json.Marshal(m)
	require.NoError(t, err)
	var back Msg
	require.NoError(t, json.Unmarshal(b, &back))
	require.Equal(t, m.Key, back.Key)
	for _, name := range []string{"Who", "Level", "Count", "Name", "Share"} {
		require.Equal(t, m.Arg(name), back.Arg(name), name)
	}
	require.Len(t, back.Args, len(m.Args))

	// In a list, and an older server's plain text.
	var list []Msg
	require.NoError(t, json.Unmarshal([]byte(`[{"key":"colour.red"},"Red left."]`), &list))
	require.Equal(t, []Msg{M("colour.red"), M("error", "Text", "Red left.")}, list)

	for _, bad := range []string{`{"args":{}}`, `{"key":"k","args":{"A":[1]}}`, `{"key":"k","args":{"A":true}}`, `7`} {
		require.Error(t, json.Unmarshal([]byte(bad), &back), bad)
	}
	_, err = json.Marshal(Msg{Key: "k", Args: []any{1, 2}})
	require.Error(t, err)

	// No message is null, and null or "" is no message.
	b, err = json.Marshal(struct{ Last Msg }{})
	require.NoError(t, err)
	require.JSONEq(t, `{"Last":null}`, string(b))
	for _, none := range []string{`{"Last":null}`, `{"Last":""}`, `{}`} {
		v := struct{ Last Msg }{M("x")}
		if none == `{}` {
			v.Last = Msg{}
		}
		require.NoError(t, json.Unmarshal([]byte(none), &v), none)
		require.Equal(t, Msg{}, v.Last, none)
	}
}
